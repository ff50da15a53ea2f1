import { messages } from '@portal/shared';
import { accountEn } from './account.en.ts';
import { adminEn } from './admin.en.ts';
import { agendaEn } from './agenda.en.ts';
import { agendaDeskEn } from './agenda-desk.en.ts';
import { agendaTermsEn } from './agenda-terms.en.ts';
import { analyticsEn } from './analytics.en.ts';
import { auditEn } from './audit.en.ts';
import { calendarEn } from './calendar.en.ts';
import { clientsAdminEn } from './clients-admin.en.ts';
import { coverageLinksEn } from './coverage-links.en.ts';
import { developerEn } from './developer.en.ts';
import { downloadsEn } from './downloads.en.ts';
import { feedApiEn } from './feed-api.en.ts';
import { feedCallsEn } from './feed-calls.en.ts';
import { g2GuideEn } from './g2-guide.en.ts';
import { ingestEn } from './ingest.en.ts';
import { lookupsAdminEn } from './lookups-admin.en.ts';
import { mediaDeskEn } from './media-desk.en.ts';
import { ninjsGuideEn } from './ninjs-guide.en.ts';
import { oauthClientsEn } from './oauth-clients.en.ts';
import { oauthGuideEn } from './oauth-guide.en.ts';
import { paymentsEn } from './payments.en.ts';
import { paymentsAdminEn } from './payments-admin.en.ts';
import { placesEn } from './places.en.ts';
import { reviewEn } from './review.en.ts';
import { romanizedEn } from './romanized.en.ts';
import { savedItemsEn } from './saved-items.en.ts';
import { savedSearchesEn } from './saved-searches.en.ts';
import { securityEn } from './security.en.ts';
import { shellEn } from './shell.en.ts';
import { sociairEn } from './sociair.en.ts';
import { staffAdminEn } from './staff-admin.en.ts';
import { teamEn } from './team.en.ts';
import { uploadsEn } from './uploads.en.ts';
import { usageTermsEn } from './usage-terms.en.ts';
import { webhooksEn } from './webhooks.en.ts';
import type { Widen } from './widen.ts';

/** English UI texts. Validation and server messages come from packages/shared and stay as the spec spells them. */
export const en = {
  agency: shellEn.agency,
  common: {
    ...shellEn.common,
    submit: 'Submit',
    cancel: 'Cancel',
    close: 'Close',
    clear: 'Clear',
    scrollToTop: 'Scroll to top',
    pagination: 'Pages',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    goToPage: 'Page {{page}}',
    retry: 'Try again',
    showMore: 'Show more',
    emptyFilteredHint: 'Nothing matches these filters. Try other words or clear the filters.',
    range: '{{from}}–{{to}} of {{total}}',
  },
  login: shellEn.login,
  register: {
    title: 'Register',
    heading: 'Register your media house',
    subheading: 'We send your password to the email address and mobile number you give.',
    fullName: 'Media name',
    companyName: 'Company name',
    editorName: 'Editor name',
    link: 'Website URL',
    telNo: 'Phone number',
    category: 'Category',
    registrationNo: 'Registration number',
    registrationNoHelp: 'Government information department registration number, or another registration number',
    contactPerson: 'Contact person',
    mobileNo: 'Mobile number',
    logo: 'Logo',
    chooseLogo: 'Choose logo',
    changeLogo: 'Change logo',
    logoHelp: 'JPG or PNG, at most 5 MB',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  forgot: {
    title: 'Forget Password',
    heading: 'Forgot your password?',
    subheading: 'Enter the email address of your account and we will mail you a link to set a new password.',
    submit: 'Reset',
    back: 'Go to Login',
  },
  verify: {
    title: 'Verifying your email address',
  },
  createPassword: {
    title: 'Create Password',
    heading: 'Create your password',
    subheading: 'At least 8 characters, with a lowercase letter, a number and a special character.',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Save password',
  },
  changePassword: {
    title: 'Change Password',
    subheading: 'After the change you will be signed out everywhere and sign in again with the new password.',
    forced: 'Your password was generated for you. Please choose your own password to continue.',
    current: 'Current password',
    password: 'New password',
    confirm: 'Re-enter new password',
    submit: 'Submit',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'Oops. Nothing here...',
    home: 'Go Home',
  },
  layout: {
    ...shellEn.layout,
    openMenu: 'Open menu',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    settings: 'Account settings',
    changePassword: 'Change Password',
    logout: 'Logout',
    logoutTitle: 'Logout',
    mainNavigation: 'Main navigation',
    skipToContent: 'Skip to content',
  },
  nav: {
    news: 'News',
    featurePhotos: 'Feature Photos',
    videos: 'Videos',
    sociair: 'Social Automation',
    history: 'History',
    uploadNews: 'Upload News',
    account: 'Account',
    developer: 'Developer',
    feedApi: 'Feed API',
    newsDesk: 'News desk',
    agendaDesk: 'Agenda',
    agenda: 'Agenda',
    review: 'Uploads review',
    ingest: 'Ingest',
    galleriesDesk: 'Feature photos',
    videosDesk: 'Videos',
    clients: 'Clients',
    payments: 'Payments',
    analytics: 'Analytics',
    audit: 'Audit trail',
    staff: 'Staff',
    settings: 'Lookups and plans',
    savedSearches: 'Saved searches',
    savedItems: 'Saved items',
    team: 'Team',
  },
  badge: {
    trialDays_one: 'Your trial expires in {{count}} Day',
    trialDays_other: 'Your trial expires in {{count}} Days',
    trialToday: 'Your trial expires Today',
    subscriptionDays_one: 'Your subscription expires in {{count}} Day',
    subscriptionDays_other: 'Your subscription expires in {{count}} Days',
    subscriptionToday: 'Your subscription expires Today',
    expired: messages.subscriptionExpired,
    notSubscribed: messages.notSubscribed,
    renew: 'RENEW',
    askOwner: 'Ask the owner of your media house to renew it.',
  },
  pages: {
    news: 'News',
    demo: 'Developer guide',
    featurePhotos: 'Feature Photos',
    videos: 'Videos',
    videoDetail: 'Video',
    activities: 'History',
    myAccount: 'My Account',
    subscriptionPlans: 'Subscription Plans',
    invoice: 'Invoice',
    addNews: 'Add News',
    listNews: 'Post',
    editNews: 'Edit News',
    showNews: 'News',
    sociairLogin: 'Connect social automation',
    sociairProfile: 'Social automation',
  },
  filters: {
    date: 'Date',
    anyTime: 'Any time',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      last_7_days: 'Last 7 Days',
      last_14_days: 'Last 14 Days',
      last_30_days: 'Last 30 days',
      this_month: 'This Month',
      this_year: 'This year',
    },
    customRange: 'Custom range…',
    from: 'From',
    to: 'To',
    language: 'Language',
    allLanguages: 'All languages',
    categories: 'Categories',
    allCategories: 'All categories',
    topic: 'Topic',
    allTopics: 'All topics',
    order: 'Order',
    newestFirst: 'Newest first',
    mostRelevant: 'Most relevant',
    searchHelp: '"exact phrase"  ·  -leave out  ·  this OR that',
    clear: 'Clear filters',
    status: 'Status',
    allStatuses: 'All statuses',
    reset: 'Reset',
  },
  news: {
    search: 'Search news',
    photoCount_one: '{{count}} photo',
    photoCount_other: '{{count}} photos',
    pinned: 'Pinned Content',
    updated: 'Updated',
    newItems_one: '{{count}} new item',
    newItems_other: '{{count}} new items',
    breaking: 'Breaking',
    readBreaking: 'Read',
    source: 'Source: {{name}}',
    autoPosted: 'Auto Posted Content',
    pinnedHeading: 'Pinned',
    latestHeading: 'Latest news',
    total_one: '{{count}} item',
    total_other: '{{count}} items',
    empty: 'No news found',
    emptyHint: 'The agency has not published any news yet.',
  },
  search: {
    results_one: '{{figure}} result',
    results_other: '{{figure}} results',
    aboutResults_one: 'about {{figure}} result',
    aboutResults_other: 'about {{figure}} results',
    correction: 'Showing results for <searched>{{searched}}</searched>. Search instead for <typed>{{typed}}</typed>',
  },
  facets: {
    heading: 'Refine results',
    province: 'Province',
    older: 'Older',
    about: 'about {{figure}}',
    more: 'Show {{figure}} more',
    fewer: 'Show fewer',
  },
  promo: {
    title: 'Special offer for media houses',
    text: 'Add feature photos, videos and social-media automation to your plan, and save on longer subscriptions.',
    viewOffer: 'View Offer',
  },
  detail: {
    copyAll: 'Copy All News',
    copyTitle: 'Copy Title',
    copyDescription: 'Copy Description',
    related: 'More like this',
  },
  media: {
    images: 'Images',
    videos: 'Videos',
    pdfs: 'PDFs',
    download: 'Download',
    view: 'View',
    downloadFile: 'Download {{name}}',
    viewFile: 'View {{name}}',
    downloading: 'Download progress',
    downloadingPercent: 'Downloading {{percent}}%',
    pdfTitle: 'PDF {{name}}',
  },
  photos: {
    search: 'Search feature photos',
    empty: 'No feature photos found',
    emptyHint: 'The agency has not published any galleries yet.',
  },
  videos: {
    search: 'Search videos',
    empty: 'No videos found',
    emptyHint: 'The agency has not published any videos yet.',
    notFound: 'This video does not exist',
    moreVideos: 'More videos',
    description: 'Description',
    tabs: { related: 'Related', all: 'All', watched: 'Watched' },
    emptyTabs: {
      related: 'No other video in these categories.',
      all: 'No other video yet.',
      watched: 'You have not watched another video yet.',
    },
  },
  activity: {
    tabs: { news: 'News', gallery: 'Gallery', video: 'Videos' },
    empty: {
      news: 'No news in your history yet',
      gallery: 'No galleries in your history yet',
      video: 'No videos in your history yet',
    },
    emptyHint: 'What you and your colleagues open, copy or download appears here.',
    end: 'That is everything.',
    /** Who of the media house acted on the item last, beside the time. */
    by: 'by {{name}}',
  },
  newsStatus: {
    pending: 'Pending',
    changes_requested: 'Changes requested',
    published: 'Published',
    unpublished: 'Unpublished',
    rejected: 'Rejected',
  },
  editor: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    strike: 'Strikethrough',
    heading: 'H2 heading',
    subheading: 'H3 subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    quote: 'Quote',
    link: 'Link',
    linkAddress: 'Link address',
    linkHelp: 'An address starting with http:// or https://, or mailto:',
    applyLink: 'Apply',
    removeLink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
  },
  leave: {
    title: 'Leave without sending?',
    text: 'What you typed or chose on this form will be lost.',
    confirm: 'Leave',
  },
  uploads: uploadsEn,
  admin: adminEn,
  review: reviewEn,
  ingest: ingestEn,
  mediaDesk: mediaDeskEn,
  agendaDesk: agendaDeskEn,
  agendaTerms: agendaTermsEn,
  // The desks' "Delivers coverage" panel
  coverageLinks: coverageLinksEn,
  // The clients' Agenda
  agenda: agendaEn,
  analytics: analyticsEn,
  audit: auditEn,
  clientsAdmin: clientsAdminEn,
  staffAdmin: staffAdminEn,
  lookupsAdmin: lookupsAdminEn,
  account: accountEn,
  developer: developerEn,
  feedApi: feedApiEn,
  webhooks: webhooksEn,
  security: securityEn,
  oauthClients: oauthClientsEn,
  oauthGuide: oauthGuideEn,
  ninjsGuide: ninjsGuideEn,
  g2Guide: g2GuideEn,
  payments: paymentsEn,
  paymentsAdmin: paymentsAdminEn,
  sociair: sociairEn,
  // news downloads and the staff's Feed API calls
  downloads: downloadsEn,
  feedCalls: feedCallsEn,
  savedSearches: savedSearchesEn,
  // Saved items, share by email, print
  savedItems: savedItemsEn,
  calendar: calendarEn,
  // Media-house teams
  team: teamEn,
  // Romanized Nepali
  romanized: romanizedEn,
  // Places
  places: placesEn,
  usageTerms: usageTermsEn,
  app: shellEn.app,
};

export type Resources = Widen<typeof en>;
