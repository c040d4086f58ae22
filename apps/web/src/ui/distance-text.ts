import { formatNumber } from '../i18n/format.ts';
import type { Language } from '@contracts/languages.ts';
import type { TFunction } from '../i18n/i18n.ts';

/** '3.4 km' on a card of a list measured from a point (`distance_km`); null in any other list. */
export const distanceText = (t: TFunction, language: Language, distanceKm: number | undefined) =>
  distanceKm === undefined ? null : t('distance.km', { km: formatNumber(distanceKm, language) });
