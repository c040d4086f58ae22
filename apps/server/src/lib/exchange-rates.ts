import { createReadCache } from './read-cache.ts';

export interface ExchangeRateTable {
  /** The currency the rates are of (1 base = rate × currency). */
  base: string;
  /** The day the source published them (YYYY-MM-DD). */
  date: string;
  rates: Record<string, number>;
}

/**
 * Reference exchange rates, for the converted amount a post shows only as a hint (prices stay in
 * the seller's currency). With no `EXCHANGE_RATES_URL` there is no source and no hint (not faked).
 */
export interface ExchangeRates {
  latest(): Promise<ExchangeRateTable>;
}

export interface HttpExchangeRatesOptions {
  url: string;
  /** Reference rates change once a working day: asked at most this often. */
  ttlMs?: number;
  timeoutMs?: number;
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * A Frankfurter-compatible API (the European Central Bank's reference rates):
 * `GET {url}/latest?base=EUR` → `{base, date, rates: {USD: 1.08, …}}`. The table is kept in
 * memory for `ttlMs`; concurrent first asks share one request.
 */
export function createHttpExchangeRates(options: HttpExchangeRatesOptions): ExchangeRates {
  const endpoint = `${options.url.replace(/\/+$/, '')}/latest?base=EUR`;
  const ttlMs = options.ttlMs ?? 6 * 3_600_000;
  const kept = createReadCache<ExchangeRateTable>({ name: 'exchange-rates', ttlMs, max: 1 });

  async function fetchTable(): Promise<ExchangeRateTable> {
    const response = await fetch(endpoint, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Exchange rates answered ${response.status}`);
    const body = (await response.json()) as { base?: unknown; date?: unknown; rates?: unknown };
    if (typeof body.base !== 'string' || typeof body.date !== 'string' || typeof body.rates !== 'object')
      throw new Error('Exchange rates answered without a table');
    const rates: Record<string, number> = { [body.base]: 1 };
    for (const [currency, rate] of Object.entries(body.rates ?? {}))
      if (CURRENCY.test(currency) && typeof rate === 'number' && rate > 0) rates[currency] = rate;
    return { base: body.base, date: body.date.slice(0, 10), rates };
  }

  // A failure is not kept: the next reader asks again.
  return { latest: () => kept.get('latest', fetchTable) };
}
