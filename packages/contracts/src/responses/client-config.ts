/** The client-config module's answers: what the web app needs of the server's configuration, and the exchange rates. */
import { z } from '../zod-messages.ts';

/** What the web app needs of the server's configuration: the way into the native app and the map's tiles. */
export const clientConfigDtoSchema = z
  .object({
    /** The native app's custom scheme (`steelyard` → `steelyard://products/3`). */
    app_link_scheme: z.string(),
    /** Whether ordinary mobile browsers on a product or share link are sent to the app. */
    app_link_redirect: z.boolean(),
    ios_store_url: z.string().nullable(),
    android_store_url: z.string().nullable(),
    /** Leaflet's URL template, and the attribution the tile source requires. */
    map_tile_url: z.string(),
    map_attribution: z.string(),
    /** Whether a translator is configured: without one the 'translate' buttons do not show. */
    translation_available: z.boolean(),
    /** Whether reference exchange rates are configured: without them no converted price shows. */
    exchange_rates_available: z.boolean(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfigDto = z.infer<typeof clientConfigDtoSchema>;

/** `GET /api/exchangeRates` → `data[0]`: reference rates, 1 `base` = rate × currency. */
export const exchangeRatesDtoSchema = z
  .object({
    base: z.string(),
    /** The day the source published the rates (YYYY-MM-DD), shown beside a converted price. */
    date: z.string(),
    rates: z.record(z.string(), z.number()),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRatesDto = z.infer<typeof exchangeRatesDtoSchema>;
