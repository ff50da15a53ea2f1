import type { staffAdminEn } from './staff-admin.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the console's Staff page. */
export const staffAdminNe: Widen<typeof staffAdminEn> = {
  title: 'कर्मचारी',
  about: 'एजेन्सीका कर्मचारी र प्रत्येकले गर्न सक्ने काम। एक व्यक्तिसँग धेरै भूमिका हुन सक्छन्; प्रशासकले सबै गर्न सक्छन्।',
  invite: 'कर्मचारी निम्त्याउनुहोस्',
  search: 'नाम वा इमेलबाट खोज्नुहोस्',
  tableLabel: 'कर्मचारी',
  empty: 'कुनै कर्मचारी भेटिएन',
  emptyHint: '"कर्मचारी निम्त्याउनुहोस्" बाट पहिलो सहकर्मीलाई निम्त्याउनुहोस्।',
  roles: {
    administrator: 'प्रशासक',
    desk_editor: 'डेस्क सम्पादक',
    reviewer: 'समीक्षक',
    client_manager: 'ग्राहक व्यवस्थापक',
    finance: 'वित्त',
    analyst: 'विश्लेषक',
  },
  roleAbout: {
    administrator: 'सबै: कर्मचारी खाता, भूमिका, योजना, सेटिङ र अडिट ट्रेल।',
    desk_editor: 'समाचार, फोटो, भिडियो र एजेन्डा प्रकाशन, सच्याउने र फिर्ता लिने; इन्जेस्ट म्यापिङ।',
    reviewer: 'ग्राहकले पठाएका समाचारको निर्णय।',
    client_manager: 'ग्राहक, हातैले दिइएका सदस्यता, निलम्बन र सदस्यहरू।',
    finance: 'भुक्तानी, बिल, फिर्ता र तिनका निर्यात।',
    analyst: 'विश्लेषण पढ्ने।',
  },
  statuses: { invited: 'निम्त्याइएको', active: 'सक्रिय', suspended: 'निलम्बित' },
  filters: { role: 'भूमिका', allRoles: 'सबै भूमिका', status: 'स्थिति', allStatuses: 'जुनसुकै स्थिति' },
  columns: { name: 'नाम', roles: 'भूमिका', status: 'स्थिति', lastActive: 'पछिल्लो सक्रियता', sessions: 'उपकरण', actions: 'कार्यहरू' },
  never: 'कहिल्यै होइन',
  you: 'तपाईं',
  actionsOf: '{{name}} का कार्यहरू',
  actions: {
    roles: 'भूमिका बदल्नुहोस्',
    resendInvitation: 'निम्तो फेरि पठाउनुहोस्',
    signOut: 'सबै उपकरणबाट साइन आउट',
    suspend: 'निलम्बन गर्नुहोस्',
    reinstate: 'पुनर्बहाली गर्नुहोस्',
    resetFactors: 'दुई चरणको साइन इन रिसेट',
  },
  inviteDialog: {
    title: 'कर्मचारी निम्त्याउनुहोस्',
    about: 'उनीहरूले पासवर्ड बनाउने लिङ्कसहितको इमेल पाउँछन्, जुन {{days}} दिनसम्म चल्छ।',
    name: 'नाम',
    email: 'इमेल',
    roles: 'भूमिका',
    send: 'निम्तो पठाउनुहोस्',
  },
  rolesDialog: { title: '{{name}} का भूमिका', save: 'भूमिका सेभ गर्नुहोस्' },
  confirm: {
    suspendTitle: '{{name}} लाई निलम्बन गर्ने?',
    suspendText: 'उनीहरूका सत्र तुरुन्तै सकिन्छन् र पुनर्बहाली नभएसम्म साइन इन गर्न सक्दैनन्।',
    signOutTitle: '{{name}} लाई सबै उपकरणबाट साइन आउट गर्ने?',
    signOutText: 'उनीहरू साइन इन भएका सबै उपकरणबाट साइन आउट हुन्छन्; फेरि साइन इन गर्न सक्छन्।',
    resetFactorsTitle: '{{name}} को दुई चरणको साइन इन रिसेट गर्ने?',
    resetFactorsText:
      'प्रमाणीकरण एप, पासकी र रिकभरी कोड हराएका व्यक्तिका लागि: ती हटाइन्छन् र {{name}} सबै उपकरणबाट साइन आउट हुन्छन्, त्यसपछि नयाँ फ्याक्टर सेट गर्छन्। रिसेट लगमा रहन्छ।',
  },
};
