import type { shellEn } from './shell.en.ts';
import type { Widen } from './widen.ts';

/** The Nepali texts of the app's frame and the sign-in screen (see shell.en.ts); ne.ts takes these in. */
export const shellNe: Widen<typeof shellEn> = {
  agency: {
    name: 'राष्ट्रिय समाचार सेवा',
    tagline: 'ग्राहक पोर्टल',
    about:
      'नेपालका ठूला निजी समाचार संस्थामध्ये एक। हामी देशभरिबाट समाचार, फिचर तस्बिर र भिडियो सङ्कलन गरी पत्रपत्रिका, रेडियो, टेलिभिजन र डिजिटल सञ्चारमाध्यमलाई उपलब्ध गराउँछौँ।',
  },
  common: {
    email: 'इमेल',
    password: 'पासवर्ड',
    showPassword: 'पासवर्ड देखाउनुहोस्',
    hidePassword: 'पासवर्ड लुकाउनुहोस्',
    refresh: 'रिफ्रेस गर्नुहोस्',
    loading: 'लोड हुँदैछ…',
    language: 'भाषा',
  },
  login: {
    title: 'लगइन',
    heading: 'फेरि स्वागत छ',
    subheading: 'संस्थाका समाचार, तस्बिर र भिडियो पाउन साइन इन गर्नुहोस्।',
    rememberMe: 'मलाई साइन इन राख्नुहोस्',
    submit: 'लगइन',
    noAccount: 'खाता छैन?',
    registerNow: 'अहिले दर्ता गर्नुहोस्',
    forgot: 'पासवर्ड बिर्सनुभयो?',
  },
  secondFactor: {
    heading: 'यो तपाईं नै हो भनी पुष्टि गर्नुहोस्',
    totpHelp: 'तपाईंको प्रमाणीकरण एपले देखाएको ६ अङ्कको कोड लेख्नुहोस्।',
    recoveryHelp: 'तपाईंले सुरक्षित राख्नुभएका रिकभरी कोडमध्ये एउटा लेख्नुहोस्। हरेक एक पटक मात्र चल्छ।',
    code: 'कोड',
    recoveryCode: 'रिकभरी कोड',
    submit: 'अगाडि बढ्नुहोस्',
    usePasskey: 'पासकी प्रयोग गर्नुहोस्',
    useRecovery: 'रिकभरी कोड प्रयोग गर्नुहोस्',
    useApp: 'प्रमाणीकरण एप प्रयोग गर्नुहोस्',
    passkeyFailed: 'पासकी प्रयोग भएन। फेरि प्रयास गर्नुहोस्, वा अर्को तरिका अपनाउनुहोस्।',
    back: 'साइन इनमा फर्कनुहोस्',
  },
  devices: {
    lastActive: 'पछिल्लो पटक सक्रिय',
    signedIn: 'साइन इन गरिएको',
    thisDevice: 'यो उपकरण',
    signOut: 'यो उपकरण साइन आउट गर्नुहोस्',
  },
  screensInUse: {
    title: 'सबै स्क्रिन प्रयोगमा छन्',
    list: 'साइन इन भएका उपकरणहरू',
    cancel: 'रद्द गर्नुहोस्',
  },
  calendar: {
    label: 'पात्रो',
    bs: 'वि.सं.',
    ad: 'ई.सं.',
    bsFull: 'विक्रम संवत् (वि.सं.)',
    adFull: 'ईस्वी संवत् (ई.सं.)',
    followLanguage: 'भाषाअनुसार: नेपालीमा वि.सं., अंग्रेजीमा ई.सं.',
  },
  layout: {
    darkMode: 'अँध्यारो मोड',
    lightMode: 'उज्यालो मोड',
  },
  app: {
    notices: 'सूचनाहरू',
    newVersion: 'नयाँ संस्करण उपलब्ध छ; कृपया रिफ्रेस गर्नुहोस्।',
    offline: 'तपाईं अफलाइन हुनुहुन्छ; इन्टरनेट जडान जाँच गर्नुहोस्।',
  },
};
