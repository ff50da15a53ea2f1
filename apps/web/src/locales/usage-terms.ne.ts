import type { usageTermsEn } from './usage-terms.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of usage terms, the editor's note and urgent news (merged into ne.ts under `usageTerms`). */
export const usageTermsNe: Widen<typeof usageTermsEn> = {
  notice: {
    label: 'प्रयोगका सर्त र सम्पादकको टिप्पणी',
    terms: 'प्रयोगका सर्त',
    note: 'सम्पादकको टिप्पणी',
  },
  urgent: 'जरुरी',
  fields: {
    heading: 'समाचार लिने न्यूजरूमका लागि',
    terms: 'प्रयोगका सर्त',
    termsHelp: 'ग्राहकले पालना गर्नुपर्ने एक लाइन, जस्तै “बेलुका ६ बजेअघि प्रसारण नगर्नुहोस्”। खाली छाडे वर्गको पूर्वनिर्धारित सर्त लागू हुन्छ।',
    note: 'सम्पादकको टिप्पणी',
    noteHelp: 'समाचार लिने न्यूजरूमका लागि टिप्पणी, प्रकाशनका लागि होइन।',
    urgent: 'जरुरी',
    urgentHelp: 'सहमति दिएका ग्राहकले प्रकाशित हुँदा शीर्षकसहित SMS पाउँछन्।',
  },
  defaultTerms: 'पूर्वनिर्धारित प्रयोगका सर्त',
  defaultTermsHelp: 'आफ्नै सर्त नभएका यस वर्गका समाचारमा यी सर्त लागू हुन्छन्।',
  sms: {
    heading: 'जरुरी समाचारको SMS',
    toggle: 'एजेन्सीले जरुरी समाचार पठाउँदा मलाई SMS पठाउनुहोस्',
    on: 'खुला: SMS {{mobile}} मा जान्छ।',
    off: 'बन्द।',
    needsMobile: 'SMS पाउन आफ्नो प्रोफाइलमा मोबाइल नम्बर थप्नुहोस्।',
  },
  smsSent: 'पठाइएका जरुरी SMS',
};
