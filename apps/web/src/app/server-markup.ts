import { isLanguage, type Language } from '@contracts/languages.ts';
import {
  SERVER_RENDER_LANGUAGE_ATTRIBUTE,
  SERVER_RENDER_TIME_ATTRIBUTE,
  SERVER_RENDER_TIME_ZONE_ATTRIBUTE,
} from '@contracts/protocol.ts';
import { isTimeZoneShaped } from '@contracts/time-zones.ts';

/** What the server says about the markup it drew into the root (`entry-server.tsx`). */
export interface ServerMarkup {
  language: Language;
  renderedAt: number;
  /** The zone its dates were written in, when the root names one. */
  timeZone?: string;
}

const timeZoneOf = (value: string | null) => (isTimeZoneShaped(value) ? value : undefined);

/** The server's drawing in `root`, or null when the page is the plain app shell. */
export function serverMarkupOf(root: HTMLElement): ServerMarkup | null {
  const language = root.getAttribute(SERVER_RENDER_LANGUAGE_ATTRIBUTE);
  const renderedAt = Number(root.getAttribute(SERVER_RENDER_TIME_ATTRIBUTE));
  return isLanguage(language) && Number.isFinite(renderedAt) && renderedAt > 0
    ? {
        language,
        renderedAt,
        timeZone: timeZoneOf(root.getAttribute(SERVER_RENDER_TIME_ZONE_ATTRIBUTE)),
      }
    : null;
}

/**
 * The app takes the server's markup over (hydrates it) only when it starts in the language the
 * server drew in. The server draws in the reader's choice (the language cookie the app writes
 * beside its stored choice) and the app starts in the page's language when it has none, so they
 * differ only for a choice stored before the cookie existed: then the app draws its own screen.
 */
export function canHydrate(markup: ServerMarkup | null, language: Language): markup is ServerMarkup {
  return markup !== null && markup.language === language;
}
