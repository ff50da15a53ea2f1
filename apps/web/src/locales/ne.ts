import { accountNe } from './account.ne.ts';
import { adminNe } from './admin.ne.ts';
import { agendaNe } from './agenda.ne.ts';
import { agendaDeskNe } from './agenda-desk.ne.ts';
import { agendaTermsNe } from './agenda-terms.ne.ts';
import { analyticsNe } from './analytics.ne.ts';
import { auditNe } from './audit.ne.ts';
import { calendarNe } from './calendar.ne.ts';
import { clientsAdminNe } from './clients-admin.ne.ts';
import { coverageLinksNe } from './coverage-links.ne.ts';
import { developerNe } from './developer.ne.ts';
import { downloadsNe } from './downloads.ne.ts';
import type { Resources } from './en.ts';
import { feedApiNe } from './feed-api.ne.ts';
import { feedCallsNe } from './feed-calls.ne.ts';
import { g2GuideNe } from './g2-guide.ne.ts';
import { ingestNe } from './ingest.ne.ts';
import { lookupsAdminNe } from './lookups-admin.ne.ts';
import { mediaDeskNe } from './media-desk.ne.ts';
import { ninjsGuideNe } from './ninjs-guide.ne.ts';
import { oauthClientsNe } from './oauth-clients.ne.ts';
import { oauthGuideNe } from './oauth-guide.ne.ts';
import { paymentsNe } from './payments.ne.ts';
import { paymentsAdminNe } from './payments-admin.ne.ts';
import { placesNe } from './places.ne.ts';
import { reviewNe } from './review.ne.ts';
import { romanizedNe } from './romanized.ne.ts';
import { savedItemsNe } from './saved-items.ne.ts';
import { savedSearchesNe } from './saved-searches.ne.ts';
import { securityNe } from './security.ne.ts';
import { shellNe } from './shell.ne.ts';
import { sociairNe } from './sociair.ne.ts';
import { staffAdminNe } from './staff-admin.ne.ts';
import { teamNe } from './team.ne.ts';
import { uploadsNe } from './uploads.ne.ts';
import { usageTermsNe } from './usage-terms.ne.ts';
import { webhooksNe } from './webhooks.ne.ts';

/** Nepali UI texts; the same keys as en.ts (the type checks it). */
export const ne: Resources = {
  agency: shellNe.agency,
  common: {
    ...shellNe.common,
    submit: 'पेस गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    clear: 'खाली गर्नुहोस्',
    scrollToTop: 'माथि जानुहोस्',
    pagination: 'पृष्ठहरू',
    firstPage: 'पहिलो पृष्ठ',
    previousPage: 'अघिल्लो पृष्ठ',
    nextPage: 'अर्को पृष्ठ',
    lastPage: 'अन्तिम पृष्ठ',
    goToPage: 'पृष्ठ {{page}}',
    retry: 'फेरि प्रयास गर्नुहोस्',
    showMore: 'थप हेर्नुहोस्',
    emptyFilteredHint: 'यी फिल्टरसँग मिल्ने केही भेटिएन। अरू शब्द खोज्नुहोस् वा फिल्टर हटाउनुहोस्।',
    range: '{{total}} मध्ये {{from}}–{{to}}',
  },
  login: shellNe.login,
  register: {
    title: 'दर्ता',
    heading: 'आफ्नो सञ्चार गृह दर्ता गर्नुहोस्',
    subheading: 'तपाईंले दिनुभएको इमेल र मोबाइल नम्बरमा पासवर्ड पठाइनेछ।',
    fullName: 'सञ्चारमाध्यमको नाम',
    companyName: 'कम्पनीको नाम',
    editorName: 'सम्पादकको नाम',
    link: 'वेबसाइट URL',
    telNo: 'फोन नम्बर',
    category: 'वर्ग',
    registrationNo: 'दर्ता नम्बर',
    registrationNoHelp: 'सूचना विभागको दर्ता नम्बर वा अन्य दर्ता नम्बर',
    contactPerson: 'सम्पर्क व्यक्ति',
    mobileNo: 'मोबाइल नम्बर',
    logo: 'लोगो',
    chooseLogo: 'लोगो छान्नुहोस्',
    changeLogo: 'लोगो बदल्नुहोस्',
    logoHelp: 'JPG वा PNG, बढीमा ५ MB',
    submit: 'दर्ता गर्नुहोस्',
    haveAccount: 'पहिले नै खाता छ?',
    login: 'लगइन',
  },
  forgot: {
    title: 'पासवर्ड बिर्सनुभयो',
    heading: 'पासवर्ड बिर्सनुभयो?',
    subheading: 'खाताको इमेल ठेगाना लेख्नुहोस्, नयाँ पासवर्ड राख्ने लिङ्क इमेलमा पठाइनेछ।',
    submit: 'रिसेट',
    back: 'लगइनमा जानुहोस्',
  },
  verify: {
    title: 'इमेल ठेगाना प्रमाणित हुँदैछ',
  },
  createPassword: {
    title: 'पासवर्ड बनाउनुहोस्',
    heading: 'आफ्नो पासवर्ड बनाउनुहोस्',
    subheading: 'कम्तीमा ८ अक्षर, एउटा सानो अक्षर, एउटा अङ्क र एउटा विशेष चिह्नसहित।',
    password: 'पासवर्ड',
    confirm: 'पासवर्ड पुष्टि गर्नुहोस्',
    submit: 'पासवर्ड सुरक्षित गर्नुहोस्',
  },
  changePassword: {
    title: 'पासवर्ड परिवर्तन',
    subheading: 'परिवर्तनपछि तपाईं सबै ठाउँबाट साइन आउट हुनुहुनेछ र नयाँ पासवर्डले फेरि साइन इन गर्नुहुनेछ।',
    forced: 'तपाईंको पासवर्ड स्वतः बनाइएको हो। अगाडि बढ्न आफ्नै पासवर्ड छान्नुहोस्।',
    current: 'हालको पासवर्ड',
    password: 'नयाँ पासवर्ड',
    confirm: 'नयाँ पासवर्ड फेरि लेख्नुहोस्',
    submit: 'पेस गर्नुहोस्',
  },
  notFound: {
    title: '404 पेज भेटिएन',
    text: 'ओहो। यहाँ केही छैन...',
    home: 'गृहपृष्ठमा जानुहोस्',
  },
  layout: {
    ...shellNe.layout,
    openMenu: 'मेनु खोल्नुहोस्',
    collapseMenu: 'मेनु सानो बनाउनुहोस्',
    expandMenu: 'मेनु ठूलो बनाउनुहोस्',
    fullscreen: 'पूरा स्क्रिन',
    exitFullscreen: 'पूरा स्क्रिनबाट निस्कनुहोस्',
    settings: 'खाता सेटिङ',
    changePassword: 'पासवर्ड परिवर्तन',
    logout: 'लगआउट',
    logoutTitle: 'लगआउट',
    mainNavigation: 'मुख्य नेभिगेसन',
    skipToContent: 'सामग्रीमा जानुहोस्',
  },
  nav: {
    news: 'समाचार',
    featurePhotos: 'फिचर तस्बिर',
    videos: 'भिडियो',
    sociair: 'सामाजिक सञ्जाल स्वचालन',
    history: 'इतिहास',
    uploadNews: 'समाचार पठाउनुहोस्',
    account: 'खाता',
    developer: 'डेभलपर',
    feedApi: 'फिड API',
    newsDesk: 'समाचार डेस्क',
    agendaDesk: 'कार्यसूची',
    agenda: 'कार्यसूची',
    review: 'अपलोड समीक्षा',
    ingest: 'इन्जेस्ट',
    galleriesDesk: 'फिचर तस्बिर',
    videosDesk: 'भिडियो',
    clients: 'ग्राहकहरू',
    payments: 'भुक्तानी',
    analytics: 'विश्लेषण',
    audit: 'अडिट ट्रेल',
    staff: 'कर्मचारी',
    settings: 'सूची र योजनाहरू',
    savedSearches: 'सुरक्षित खोजहरू',
    savedItems: 'सुरक्षित सामग्री',
    team: 'टोली',
  },
  badge: {
    trialDays_one: 'तपाईंको परीक्षण अवधि {{count}} दिनमा सकिन्छ',
    trialDays_other: 'तपाईंको परीक्षण अवधि {{count}} दिनमा सकिन्छ',
    trialToday: 'तपाईंको परीक्षण अवधि आज सकिन्छ',
    subscriptionDays_one: 'तपाईंको सदस्यता {{count}} दिनमा सकिन्छ',
    subscriptionDays_other: 'तपाईंको सदस्यता {{count}} दिनमा सकिन्छ',
    subscriptionToday: 'तपाईंको सदस्यता आज सकिन्छ',
    expired: 'तपाईंको सदस्यताको अवधि सकिएको छ',
    notSubscribed: 'तपाईंले अहिलेसम्म सदस्यता लिनुभएको छैन',
    renew: 'नवीकरण',
    askOwner: 'नवीकरणका लागि आफ्नो सञ्चार गृहको मालिकलाई भन्नुहोस्।',
  },
  pages: {
    news: 'समाचार',
    demo: 'डेभलपर गाइड',
    featurePhotos: 'फिचर तस्बिर',
    videos: 'भिडियो',
    videoDetail: 'भिडियो',
    activities: 'इतिहास',
    myAccount: 'मेरो खाता',
    subscriptionPlans: 'सदस्यता योजना',
    invoice: 'बिल',
    addNews: 'समाचार थप्नुहोस्',
    listNews: 'पोस्ट',
    editNews: 'समाचार सम्पादन',
    showNews: 'समाचार',
    sociairLogin: 'सामाजिक सञ्जाल स्वचालन जोड्नुहोस्',
    sociairProfile: 'सामाजिक सञ्जाल स्वचालन',
  },
  filters: {
    date: 'मिति',
    anyTime: 'जुनसुकै बेला',
    presets: {
      today: 'आज',
      yesterday: 'हिजो',
      last_7_days: 'पछिल्लो ७ दिन',
      last_14_days: 'पछिल्लो १४ दिन',
      last_30_days: 'पछिल्लो ३० दिन',
      this_month: 'यो महिना',
      this_year: 'यो वर्ष',
    },
    customRange: 'आफ्नै अवधि…',
    from: 'देखि',
    to: 'सम्म',
    language: 'भाषा',
    allLanguages: 'सबै भाषा',
    categories: 'विधा',
    allCategories: 'सबै विधा',
    topic: 'विषय',
    allTopics: 'सबै विषय',
    order: 'क्रम',
    newestFirst: 'नयाँ पहिले',
    mostRelevant: 'सबैभन्दा सान्दर्भिक',
    searchHelp: '"ठ्याक्कै वाक्यांश"  ·  -नचाहिने शब्द  ·  यो OR त्यो',
    clear: 'फिल्टर हटाउनुहोस्',
    status: 'स्थिति',
    allStatuses: 'सबै स्थिति',
    reset: 'रिसेट',
  },
  news: {
    search: 'समाचार खोज्नुहोस्',
    photoCount_one: '{{count}} तस्बिर',
    photoCount_other: '{{count}} तस्बिर',
    pinned: 'पिन गरिएको सामग्री',
    updated: 'अद्यावधिक गरिएको',
    newItems_one: '{{count}} नयाँ समाचार',
    newItems_other: '{{count}} नयाँ समाचार',
    breaking: 'ताजा खबर',
    readBreaking: 'पढ्नुहोस्',
    source: 'स्रोत: {{name}}',
    autoPosted: 'स्वतः पोस्ट गरिएको सामग्री',
    pinnedHeading: 'पिन गरिएका',
    latestHeading: 'ताजा समाचार',
    total_one: '{{count}} समाचार',
    total_other: '{{count}} समाचार',
    empty: 'कुनै समाचार भेटिएन',
    emptyHint: 'संस्थाले अहिलेसम्म कुनै समाचार प्रकाशित गरेको छैन।',
  },
  search: {
    results_one: '{{figure}} नतिजा',
    results_other: '{{figure}} नतिजा',
    aboutResults_one: 'करिब {{figure}} नतिजा',
    aboutResults_other: 'करिब {{figure}} नतिजा',
    correction: '<searched>{{searched}}</searched> का नतिजा देखाइँदै। बरु <typed>{{typed}}</typed> खोज्नुहोस्',
  },
  facets: {
    heading: 'नतिजा छान्नुहोस्',
    province: 'प्रदेश',
    older: 'पुराना',
    about: 'करिब {{figure}}',
    more: 'थप {{figure}} देखाउनुहोस्',
    fewer: 'थोरै देखाउनुहोस्',
  },
  promo: {
    title: 'सञ्चारगृहका लागि विशेष प्रस्ताव',
    text: 'आफ्नो योजनामा फिचर तस्बिर, भिडियो र सामाजिक सञ्जाल स्वचालन थप्नुहोस्, लामो सदस्यतामा बचत गर्नुहोस्।',
    viewOffer: 'प्रस्ताव हेर्नुहोस्',
  },
  detail: {
    copyAll: 'पूरै समाचार कपी',
    copyTitle: 'शीर्षक कपी',
    copyDescription: 'विवरण कपी',
    related: 'यस्तै अरू',
  },
  media: {
    images: 'तस्बिरहरू',
    videos: 'भिडियोहरू',
    pdfs: 'PDF हरू',
    download: 'डाउनलोड',
    view: 'हेर्नुहोस्',
    downloadFile: '{{name}} डाउनलोड गर्नुहोस्',
    viewFile: '{{name}} हेर्नुहोस्',
    downloading: 'डाउनलोडको प्रगति',
    downloadingPercent: 'डाउनलोड हुँदै {{percent}}%',
    pdfTitle: 'PDF {{name}}',
  },
  photos: {
    search: 'फिचर तस्बिर खोज्नुहोस्',
    empty: 'कुनै फिचर तस्बिर भेटिएन',
    emptyHint: 'संस्थाले अहिलेसम्म कुनै ग्यालरी प्रकाशित गरेको छैन।',
  },
  videos: {
    search: 'भिडियो खोज्नुहोस्',
    empty: 'कुनै भिडियो भेटिएन',
    emptyHint: 'संस्थाले अहिलेसम्म कुनै भिडियो प्रकाशित गरेको छैन।',
    notFound: 'यो भिडियो छैन',
    moreVideos: 'थप भिडियो',
    description: 'विवरण',
    tabs: { related: 'सम्बन्धित', all: 'सबै', watched: 'हेरिएका' },
    emptyTabs: {
      related: 'यी विधामा अर्को भिडियो छैन।',
      all: 'अर्को भिडियो अहिलेसम्म छैन।',
      watched: 'तपाईंले अहिलेसम्म अर्को भिडियो हेर्नुभएको छैन।',
    },
  },
  activity: {
    tabs: { news: 'समाचार', gallery: 'ग्यालरी', video: 'भिडियो' },
    empty: {
      news: 'तपाईंको इतिहासमा अहिलेसम्म कुनै समाचार छैन',
      gallery: 'तपाईंको इतिहासमा अहिलेसम्म कुनै ग्यालरी छैन',
      video: 'तपाईंको इतिहासमा अहिलेसम्म कुनै भिडियो छैन',
    },
    emptyHint: 'तपाईं र तपाईंका सहकर्मीले खोलेका, कपी वा डाउनलोड गरेका सामग्री यहाँ देखिन्छन्।',
    end: 'यति नै हो।',
    by: '{{name}} द्वारा',
  },
  newsStatus: {
    pending: 'विचाराधीन',
    changes_requested: 'परिमार्जन अनुरोध',
    published: 'प्रकाशित',
    unpublished: 'अप्रकाशित',
    rejected: 'अस्वीकृत',
  },
  editor: {
    toolbar: 'ढाँचा',
    bold: 'बाक्लो',
    italic: 'तेर्सो',
    strike: 'काटिएको',
    heading: 'H2 शीर्षक',
    subheading: 'H3 उपशीर्षक',
    bulletList: 'बुँदागत सूची',
    orderedList: 'क्रमाङ्कित सूची',
    quote: 'उद्धरण',
    link: 'लिङ्क',
    linkAddress: 'लिङ्कको ठेगाना',
    linkHelp: 'http:// वा https:// बाट सुरु हुने ठेगाना, वा mailto:',
    applyLink: 'लागू गर्नुहोस्',
    removeLink: 'लिङ्क हटाउनुहोस्',
    undo: 'अघिल्लो अवस्था',
    redo: 'फेरि गर्नुहोस्',
  },
  leave: {
    title: 'नपठाई छोड्ने?',
    text: 'यस फारममा लेखेको वा छानेको सबै हराउनेछ।',
    confirm: 'छोड्नुहोस्',
  },
  uploads: uploadsNe,
  admin: adminNe,
  review: reviewNe,
  ingest: ingestNe,
  mediaDesk: mediaDeskNe,
  agendaDesk: agendaDeskNe,
  agendaTerms: agendaTermsNe,
  // The desks' "Delivers coverage" panel
  coverageLinks: coverageLinksNe,
  // The clients' Agenda
  agenda: agendaNe,
  analytics: analyticsNe,
  audit: auditNe,
  clientsAdmin: clientsAdminNe,
  staffAdmin: staffAdminNe,
  lookupsAdmin: lookupsAdminNe,
  account: accountNe,
  developer: developerNe,
  feedApi: feedApiNe,
  webhooks: webhooksNe,
  security: securityNe,
  oauthClients: oauthClientsNe,
  oauthGuide: oauthGuideNe,
  ninjsGuide: ninjsGuideNe,
  g2Guide: g2GuideNe,
  payments: paymentsNe,
  paymentsAdmin: paymentsAdminNe,
  sociair: sociairNe,
  // news downloads and the staff's Feed API calls
  downloads: downloadsNe,
  feedCalls: feedCallsNe,
  savedSearches: savedSearchesNe,
  // Saved items, share by email, print
  savedItems: savedItemsNe,
  calendar: calendarNe,
  // Media-house teams
  team: teamNe,
  // Romanized Nepali
  romanized: romanizedNe,
  // Places
  places: placesNe,
  usageTerms: usageTermsNe,
  app: shellNe.app,
};
