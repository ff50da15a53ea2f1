/** Business constants of SPEC.md §9, in one place for server and web. */
export const VAT_PERCENT = 13;
export const CURRENCY = 'Rs';
export const FREE_PLAN_ID = 4;
export const CLIENT_USER_TYPE = 3;
export const STAFF_USER_TYPE = 1;

export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1_048_576;
export const MAX_TEXT_LENGTH = 255;
export const MOBILE_NUMBER_LENGTH = 10;
export const MEMBERSHIP_NUMBER_MAX = 8;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const DEFAULT_PAGE_SIZE = 60;
export const OWN_NEWS_PAGE_SIZE = 25;
export const SUBSCRIPTION_HISTORY_PAGE_SIZE = 10;
/** Cards per page of the news, photo and video grids (divides into 1, 2, 3 and 4 columns). */
export const CARD_PAGE_SIZE = 24;
/** Items per load of the video page's side lists and of the activity timelines. */
export const SIDE_LIST_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_LINKS = 5;
/** Deepest row a list pages to; older items are reached with the date filter (deep OFFSETs are full scans). */
export const MAX_RESULT_WINDOW = 10_000;
export const MAX_SEARCH_LENGTH = 100;
export const PINNED_NEWS_LIMIT = 12;
/** Media links handed to clients stay valid at least this long (a client site fetches forwarded images later). */
export const MEDIA_LINK_MIN_DAYS = 7;
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

export const NOTIFICATION_TIMEOUT_MS = 3000;
export const PERSISTENT_NOTICE_TIMEOUT_MS = 600_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const SCROLL_TOP_THRESHOLD_PX = 570;
export const INFINITE_SCROLL_OFFSET_PX = 150;
export const EXPIRY_WARNING_DAYS = 7;

export const DRAWER_WIDTH = 280;
export const MOBILE_BREAKPOINT_PX = 500;
export const INVOICE_WINDOW = { width: 1200, height: 900 } as const;

/** Subscription feature ids (SPEC.md §3 subscription.features). */
export const FEATURE_SOCIAL_AUTOMATION = 1;
export const FEATURE_AGENDA = 2;
export const CONTENT_TYPES = ['News', 'Photos', 'Videos'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const REGISTER_CATEGORIES = ['news_paper', 'television', 'radio/fm', 'news_portal'] as const;
export type RegisterCategory = (typeof REGISTER_CATEGORIES)[number];

export const USER_ROLES = ['client', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const SOCIAL_PROFILE_TYPES = ['fb_page', 'instagram', 'twitter', 'linkedin', 'viber_channel'] as const;

/** SPEC.md §9 date presets, resolved on the server in Nepal time. */
export const DATE_PRESETS = ['today', 'yesterday', 'last_7_days', 'last_14_days', 'last_30_days', 'this_month', 'this_year'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** SPEC.md §7 action types: news and gallery 2–6, videos 2–4. Type 1 is a view, recorded by count-views. */
export const NEWS_ACTIONS = {
  allCopied: { type: 2, action: 'All News Copied' },
  titleCopied: { type: 3, action: 'Title Copied' },
  descriptionCopied: { type: 4, action: 'Description Copied' },
  downloaded: { type: 5, action: 'Photo/Media Downloaded' },
  viewed: { type: 6, action: 'Photo/Media Viewed' },
} as const;
export const VIDEO_ACTIONS = {
  downloaded: { type: 2, action: 'Video Downloaded' },
  titleCopied: { type: 3, action: 'Title Copied' },
  descriptionCopied: { type: 4, action: 'Description Copied' },
} as const;
export const VIEW_ACTION_TYPE = 1;

/** Alerts of a saved search: none, a mail per item, an hourly digest, a daily digest at a chosen Nepal time. */
export const ALERT_SETTINGS = ['off', 'immediate', 'hourly', 'daily'] as const;
export type AlertSetting = (typeof ALERT_SETTINGS)[number];
/** The ninjs `pubstatus` values the machine feeds send: usable, or canceled (unpublished, deleted, embargoed again). */
export const FEED_PUBSTATUSES = ['usable', 'canceled'] as const;
export type FeedPubstatus = (typeof FEED_PUBSTATUSES)[number];
export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];
export const MAX_SAVED_SEARCHES = 20;
export const MAX_API_KEYS = 5;
export const MAX_WEBHOOKS = 3;
/** How many alert matches the bell lists. */
export const BELL_SIZE = 50;
/** The portal's languages; a user's last choice is kept (`users.locale`) for the mails it sends unasked. */
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];

/** The calendar dates are read in: Bikram Sambat or AD; a person without a choice follows the language. */
export const CALENDARS = ['bs', 'ad'] as const;
export type Calendar = (typeof CALENDARS)[number];
/** Nepal's four kinds of local level (753 in all, 2017's federal structure). */
export const LOCAL_LEVEL_KINDS = ['metropolitan_city', 'sub_metropolitan_city', 'municipality', 'rural_municipality'] as const;
export type LocalLevelKind = (typeof LOCAL_LEVEL_KINDS)[number];
/** An urgent SMS: waiting for the gateway, accepted by it, refused by it, or not sent (over the day's limit, no mobile number). */
export const SMS_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
/** Saved items: how many a person keeps, and folders. */
export const MAX_SAVED_ITEMS = 1000;
export const MAX_SAVED_FOLDERS = 50;
/** Share by email: addresses per mail and mails per person and Nepal day. */
export const MAX_SHARE_RECIPIENTS = 5;
export const MAX_SHARES_PER_DAY = 20;

/** The most news items one ZIP download holds (news-downloads.schema.ts). */
export const MAX_ZIP_ITEMS = 50;

/** How many cards one "is it saved?" call asks about: a page of the longest list. */
export const SAVED_STATUS_MAX_IDS = 100;
