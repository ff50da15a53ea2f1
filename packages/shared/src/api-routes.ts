import { NEWS_FEED_PATH } from './constants.ts';

/**
 * Every path of the portal API the web app calls, as SPEC.md §7 spells it (typos included). The web
 * names a call only through this map, so a path renamed here fails the web's typecheck, and the
 * server's `api-routes.test.ts` fails when a path here is no route of the server. Methods stay at the
 * call: one path may be read (GET) and changed (PUT). Leaves are paths, or functions of the ids in
 * them; where a part of the path is one of a few names, the map holds one entry per name, so every
 * path it can build is in it for the server's test to check.
 */

type Id = number | string;

const clientArea = '/api/auth/v2/client';

/** A staff table under `/api/v1/{model}`: its list, new rows, one row, and deleting rows. */
const staffTable = (model: string, list = `/api/v1/${model}/all`) => ({
  list,
  create: `/api/v1/${model}`,
  item: (id: Id) => `/api/v1/${model}/${id}`,
  delete: `/api/v1/${model}/delete`,
});

/** A kind of content the client reads (SPEC.md §7 calls videos' segment "videos", the others singular). */
const clientContent = (segment: string) => ({
  myActivities: `${clientArea}/${segment}/my-activities`,
  countViews: (id: Id) => `${clientArea}/${segment}/count-views/${id}`,
  countClientAction: `${clientArea}/${segment}/count-client-action`,
});

export const apiRoutes = {
  lookups: {
    categories: '/api/auth/v2/categories/all',
    languages: '/api/auth/v2/languages/all',
    setupValues: '/api/v1/setupValues/all',
    promoPopup: '/api/v1/promoPopup',
  },
  news: {
    list: `${clientArea}/news`,
    pinned: `${clientArea}/news/pin`,
    detail: (id: Id) => `/api/auth/v2/new/v2/news/${id}`,
    feed: NEWS_FEED_PATH,
  },
  gallery: {
    list: `${clientArea}/gallery`,
    detail: (id: Id) => `${clientArea}/gallery/${id}`,
  },
  videos: {
    list: `${clientArea}/videos`,
    detail: (id: Id) => `${clientArea}/videos/detail/${id}`,
  },
  /** Views, actions and the history of the signed-in client, per kind of content. */
  engagement: { news: clientContent('news'), gallery: clientContent('gallery'), video: clientContent('videos') },
  // Saved searches, alerts and the bell
  savedSearches: {
    list: '/api/client/saved-searches',
    item: (id: Id) => `/api/client/saved-searches/${id}`,
  },
  // Saved items and share by email
  savedItems: {
    list: '/api/client/saved-items',
    item: (id: Id) => `/api/client/saved-items/${id}`,
    status: '/api/client/saved-items/status',
    folders: '/api/client/saved-folders',
    folder: (id: Id) => `/api/client/saved-folders/${id}`,
    share: '/api/client/shares',
  },
  alerts: {
    bell: '/api/client/alerts',
    read: '/api/client/alerts/read',
    locale: '/api/client/locale',
    unsubscribe: (token: string) => `/api/alerts/unsubscribe/${encodeURIComponent(token)}`,
  },
  ownNews: {
    list: '/api/v1/client/news',
    create: '/api/auth/v2/new/v2/news/store',
    item: (id: Id) => `/api/v1/client/news/${id}`,
    export: '/api/v1/client/news/export',
  },
  /** The staff console. */
  desk: {
    news: staffTable('news'),
    galleries: staffTable('galleries'),
    videos: staffTable('videos'),
  },
  lookupTables: {
    categories: staffTable('categories'),
    languages: staffTable('languages'),
    setupValues: staffTable('setupValues', '/api/v1/setupValues/staff'),
    subscriptionPlans: staffTable('subscriptionPlans'),
  },
  reviews: {
    list: '/api/v1/reviews/all',
    detail: (id: Id) => `/api/v1/reviews/${id}`,
    decisions: {
      approve: (id: Id) => `/api/v1/reviews/${id}/approve`,
      'request-changes': (id: Id) => `/api/v1/reviews/${id}/request-changes`,
      reject: (id: Id) => `/api/v1/reviews/${id}/reject`,
    },
  },
  clients: {
    list: '/api/v1/clients/all',
    detail: (id: Id) => `/api/v1/clients/${id}`,
    subscription: (id: Id) => `/api/v1/clients/${id}/subscription`,
    actions: {
      verify: (id: Id) => `/api/v1/clients/${id}/verify`,
      suspend: (id: Id) => `/api/v1/clients/${id}/suspend`,
      reactivate: (id: Id) => `/api/v1/clients/${id}/reactivate`,
      'radio/verify': (id: Id) => `/api/v1/clients/${id}/radio/verify`,
      'password-mail': (id: Id) => `/api/v1/clients/${id}/password-mail`,
    },
  },
  analytics: {
    summary: '/api/v1/analytics/summary',
    categories: '/api/v1/analytics/categories',
    items: '/api/v1/analytics/items',
    clients: '/api/v1/analytics/clients',
    topItems: '/api/v1/analytics/top-items',
    inactiveClients: '/api/v1/analytics/inactive-clients',
    export: '/api/v1/analytics/export',
  },
  // news downloads and the staff's table of Feed API calls
  newsDownloads: {
    item: (id: Id) => `${clientArea}/news/${id}/download`,
    zip: `${clientArea}/news/download.zip`,
  },
  feedCalls: '/api/v1/analytics/feed-calls',
  /** The OpenAPI reference the Feed API page links to. */
  apiDocs: '/api/docs',
  /** A person's own choice of SMS for urgent news. */
  urgentSms: '/api/client/urgent-sms',
} as const;
