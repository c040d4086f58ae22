import { useQuery } from '@tanstack/react-query';
import { currencyOfCountry } from '@contracts/currencies.ts';
import type { ExchangeRatesDto, Language, One } from '@steelyard/contracts';
import { api } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useCurrentUser } from '../api/session.ts';
import { formatDate, formatMoney } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';

/** Without a known country, a reader's currency follows their language. */
const CURRENCY_BY_LANGUAGE: Record<Language, string> = { ko: 'KRW', en: 'USD', de: 'EUR', ja: 'JPY' };

const exchangeRatesQuery = () => ({
  queryKey: queryKeys.catalog.exchangeRates(),
  queryFn: async () => (await api.get<One<ExchangeRatesDto>>('/api/exchangeRates')).data,
  staleTime: 60 * 60_000,
  retry: false,
});

/**
 * A price in the reader's currency, as a hint under the seller's price (which stays the price):
 * shown only when the two currencies differ and the deployment has reference rates for both.
 * Its own chunk: only a post from another currency's country downloads it.
 */
export default function ConvertedPrice({ amount, country }: { amount: number; country: string }) {
  const { t, language } = useTranslation();
  const { data: user } = useCurrentUser();
  const from = currencyOfCountry(country);
  const to = user?.country ? currencyOfCountry(user.country) : CURRENCY_BY_LANGUAGE[language];
  const { data: table } = useQuery({ ...exchangeRatesQuery(), enabled: from !== to });
  const fromRate = table?.rates[from];
  const toRate = table?.rates[to];
  if (from === to || !table || !fromRate || !toRate) return null;
  const converted = (amount / fromRate) * toRate;
  return (
    <p className="converted-price">
      <span>{t('price.converted', { amount: formatMoney(Math.round(converted), language, to) })}</span>{' '}
      <small>{t('price.convertedNote', { date: formatDate(table.date, language) })}</small>
    </p>
  );
}
