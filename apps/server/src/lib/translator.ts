import type { Language } from '@steelyard/contracts';

export interface Translation {
  text: string;
  /** The detected language of the source text (ISO 639-1, as the service names it). */
  sourceLanguage: string;
}

/**
 * Text into a language, its source detected. The app never calls a translation service directly;
 * with no `TRANSLATE_URL` there is no translator and the feature is off (not faked).
 */
export interface Translator {
  translate(text: string, target: Language): Promise<Translation>;
}

export interface HttpTranslatorOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * A LibreTranslate-compatible API: `POST {url}/translate` with `{q, source: 'auto', target,
 * format: 'text', api_key}` → `{translatedText, detectedLanguage: {language}}`.
 */
export function createHttpTranslator(options: HttpTranslatorOptions): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    async translate(text, target) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: 'auto',
          target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`Translator answered ${response.status}`);
      const body = (await response.json()) as {
        translatedText?: unknown;
        detectedLanguage?: { language?: unknown };
      };
      if (typeof body.translatedText !== 'string') throw new Error('Translator answered without a text');
      const detected = body.detectedLanguage?.language;
      return { text: body.translatedText, sourceLanguage: typeof detected === 'string' ? detected : 'und' };
    },
  };
}
