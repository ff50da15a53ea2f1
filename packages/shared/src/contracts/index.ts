import { accountContract } from './account.contract.ts';
import { agendaContract } from './agenda.contract.ts';
import { agendaFeedContract } from './agenda-feed.contract.ts';
import { agendaReadingContract } from './agenda-reading.contract.ts';
import { analyticsContract } from './analytics.contract.ts';
import { auditContract } from './audit.contract.ts';
import { authContract } from './auth.contract.ts';
import { clientsAdminContract } from './clients-admin.contract.ts';
import { feedContract } from './feed.contract.ts';
import { galleryContract } from './gallery.contract.ts';
import { healthContract } from './health.contract.ts';
import { ingestContract } from './ingest.contract.ts';
import { integrationsContract } from './integrations.contract.ts';
import { lookupsContract } from './lookups.contract.ts';
import { lookupsAdminContract } from './lookups-admin.contract.ts';
import { mediaDeskContract } from './media-desk.contract.ts';
import { mediaTopicsContract } from './media-topics.contract.ts';
import { newsContract } from './news.contract.ts';
import { newsDeskContract } from './news-desk.contract.ts';
import { newsDownloadsContract } from './news-downloads.contract.ts';
import { newsFeedContract } from './news-feed.contract.ts';
import { oauthContract } from './oauth.contract.ts';
import { paymentsContract } from './payments.contract.ts';
import { paymentsAdminContract } from './payments-admin.contract.ts';
import { placesContract } from './places.contract.ts';
import { relatedItemsContract } from './related-items.contract.ts';
import { reviewContract } from './review.contract.ts';
import { savedItemsContract } from './saved-items.contract.ts';
import { savedSearchesContract } from './saved-searches.contract.ts';
import { sociairContract } from './sociair.contract.ts';
import { staffAdminContract } from './staff-admin.contract.ts';
import { teamContract } from './team.contract.ts';
import { uploadsContract } from './uploads.contract.ts';
import { urgentSmsContract } from './urgent-sms.contract.ts';
import { videosContract } from './videos.contract.ts';
import { webhooksContract } from './webhooks.contract.ts';
import { websubContract } from './websub.contract.ts';

/** Every route of the portal API that has its contract, by feature (api-contract.ts). */
export const contracts = {
  agenda: agendaContract,
  agendaFeed: agendaFeedContract,
  agendaReading: agendaReadingContract,
  lookups: lookupsContract,
  auth: authContract,
  team: teamContract,
  account: accountContract,
  places: placesContract,
  health: healthContract,
  news: newsContract,
  gallery: galleryContract,
  videos: videosContract,
  relatedItems: relatedItemsContract,
  newsFeed: newsFeedContract,
  newsDownloads: newsDownloadsContract,
  savedItems: savedItemsContract,
  savedSearches: savedSearchesContract,
  urgentSms: urgentSmsContract,
  lookupsAdmin: lookupsAdminContract,
  mediaTopics: mediaTopicsContract,
  clientsAdmin: clientsAdminContract,
  staffAdmin: staffAdminContract,
  analytics: analyticsContract,
  mediaDesk: mediaDeskContract,
  newsDesk: newsDeskContract,
  review: reviewContract,
  uploads: uploadsContract,
  payments: paymentsContract,
  paymentsAdmin: paymentsAdminContract,
  integrations: integrationsContract,
  sociair: sociairContract,
  webhooks: webhooksContract,
  websub: websubContract,
  feed: feedContract,
  oauth: oauthContract,
  ingest: ingestContract,
  audit: auditContract,
};
export type Contracts = typeof contracts;
export type { EngagementContract } from './engagement.ts';
