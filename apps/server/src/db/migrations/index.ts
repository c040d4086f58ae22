import type { Migration } from 'kysely';
import * as foundation from './2026_11_22_0001_foundation.ts';
import * as products from './2026_11_22_0002_products.ts';
import * as chat from './2026_11_23_0104_chat.ts';
import * as alarms from './2026_11_23_0106_alarms.ts';
import * as accounts from './2026_11_23_0101_accounts.ts';
import * as profile from './2026_11_23_0103_profile.ts';
import * as socialAccounts from './2026_11_23_0102_social_accounts.ts';
import * as deviceLocation from './2026_11_23_0107_device_location.ts';
import * as purchaseHistory from './2026_11_24_0101_purchase_history.ts';
import * as qnas from './2026_11_24_1301_qnas.ts';
import * as contentAdmin from './2026_11_24_1302_content_admin.ts';
import * as promotionOperations from './2026_11_24_1401_promotion_operations.ts';
import * as serviceRequests from './2026_11_24_1501_service_requests.ts';
import * as factories from './2026_11_24_1502_factories.ts';
import * as freelancers from './2026_11_24_1503_freelancers.ts';
import * as chatSubjects from './2026_11_24_1504_chat_subjects.ts';
import * as servicesMineAdmin from './2026_11_24_1505_services_mine_admin.ts';
import * as translations from './2026_11_24_1601_translations.ts';
import * as reviews from './2026_11_24_1701_reviews.ts';
import * as reports from './2026_11_24_1702_reports.ts';
import * as serviceKeywordHits from './2026_11_24_1506_service_keyword_hits.ts';
import * as servicePhotos from './2026_11_24_1506_service_photos.ts';
import * as freelancerJobs from './2026_11_24_1507_freelancer_jobs.ts';
import * as factoryPeriods from './2026_11_24_1508_factory_periods.ts';
import * as serviceCountry from './2026_11_24_1508_service_country.ts';
import * as reviewSubjects from './2026_11_24_1703_review_subjects.ts';
import * as publicReviewCount from './2026_11_27_1601_public_review_count.ts';
import * as factoryApplicationOnce from './2026_11_27_1701_factory_application_once.ts';
import * as placeNames from './2026_11_27_2301_place_names.ts';
import * as offers from './2026_11_28_2001_offers.ts';
import * as serviceFileKeys from './2026_11_27_2302_service_file_keys.ts';
import * as scheduledJobRuns from './2026_11_28_0001_scheduled_job_runs.ts';
import * as specTemplates from './2026_11_28_1001_spec_templates.ts';
import * as businesses from './2026_11_28_3001_businesses.ts';
import * as priceDropAlarms from './2026_11_28_7001_price_drop_alarms.ts';
import * as followAlerts from './2026_11_28_7101_follow_alerts.ts';
import * as invoiceRequests from './2026_11_28_7201_invoice_requests.ts';
import * as tradePriceIndex from './2026_11_28_7301_trade_price_index.ts';
import * as serialKeys from './2026_11_28_7401_serial_keys.ts';
import * as productBumps from './2026_11_28_8201_product_bumps.ts';
import * as distanceSearch from './2026_11_28_8301_distance_search.ts';
import * as specAlerts from './2026_11_29_9201_spec_alerts.ts';
import * as inspections from './2026_11_29_9301_inspections.ts';
import * as specChecklists from './2026_11_29_9401_spec_checklists.ts';
import * as inspectionWithdrawals from './2026_11_30_4101_inspection_withdrawals.ts';
import * as servicePlaces from './2026_11_30_5101_service_places.ts';
import * as businessSeats from './2026_12_01_1001_business_seats.ts';

/**
 * Every migration, in order, imported statically: the same list runs under tsx, vitest and any
 * bundler, with no file-system scanning. Add a new file here with a later timestamp.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': foundation,
  '2026_11_22_0002_products': products,
  '2026_11_23_0104_chat': chat,
  '2026_11_23_0106_alarms': alarms,
  '2026_11_23_0101_accounts': accounts,
  '2026_11_23_0103_profile': profile,
  '2026_11_23_0102_social_accounts': socialAccounts,
  '2026_11_23_0107_device_location': deviceLocation,
  '2026_11_24_0101_purchase_history': purchaseHistory,
  '2026_11_24_1301_qnas': qnas,
  '2026_11_24_1302_content_admin': contentAdmin,
  '2026_11_24_1401_promotion_operations': promotionOperations,
  '2026_11_24_1501_service_requests': serviceRequests,
  '2026_11_24_1502_factories': factories,
  '2026_11_24_1503_freelancers': freelancers,
  '2026_11_24_1504_chat_subjects': chatSubjects,
  '2026_11_24_1505_services_mine_admin': servicesMineAdmin,
  '2026_11_24_1601_translations': translations,
  '2026_11_24_1701_reviews': reviews,
  '2026_11_24_1702_reports': reports,
  '2026_11_24_1506_service_keyword_hits': serviceKeywordHits,
  '2026_11_24_1506_service_photos': servicePhotos,
  '2026_11_24_1507_freelancer_jobs': freelancerJobs,
  '2026_11_24_1508_factory_periods': factoryPeriods,
  '2026_11_24_1508_service_country': serviceCountry,
  '2026_11_24_1703_review_subjects': reviewSubjects,
  '2026_11_27_1601_public_review_count': publicReviewCount,
  '2026_11_27_1701_factory_application_once': factoryApplicationOnce,
  '2026_11_27_2301_place_names': placeNames,
  '2026_11_27_2302_service_file_keys': serviceFileKeys,
  '2026_11_28_0001_scheduled_job_runs': scheduledJobRuns,
  '2026_11_28_2001_offers': offers,
  '2026_11_28_1001_spec_templates': specTemplates,
  '2026_11_28_3001_businesses': businesses,
  '2026_11_28_7001_price_drop_alarms': priceDropAlarms,
  '2026_11_28_7101_follow_alerts': followAlerts,
  '2026_11_28_7201_invoice_requests': invoiceRequests,
  '2026_11_28_7301_trade_price_index': tradePriceIndex,
  '2026_11_28_7401_serial_keys': serialKeys,
  '2026_11_28_8201_product_bumps': productBumps,
  '2026_11_28_8301_distance_search': distanceSearch,
  '2026_11_29_9201_spec_alerts': specAlerts,
  '2026_11_29_9301_inspections': inspections,
  '2026_11_29_9401_spec_checklists': specChecklists,
  '2026_11_30_4101_inspection_withdrawals': inspectionWithdrawals,
  '2026_11_30_5101_service_places': servicePlaces,
  '2026_12_01_1001_business_seats': businessSeats,
};
