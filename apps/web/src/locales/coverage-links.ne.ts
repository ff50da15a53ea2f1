import type { coverageLinksEn } from './coverage-links.en.ts';
import type { Widen } from './widen.ts';

/** डेस्कको "कभरेज पूरा गर्छ" खण्ड: प्रकाशित सामग्रीलाई कार्यसूचीको कभरेजसँग जोड्ने। */
export const coverageLinksNe: Widen<typeof coverageLinksEn> = {
  title: 'कभरेज पूरा गर्छ',
  dismiss: 'कभरेज पूरा गर्छ बन्द गर्नुहोस्',
  justPublished: 'प्रकाशित भयो: {{title}}। यसले पूरा गर्ने कार्यसूचीको कभरेजसँग जोड्नुहोस्।',
  unpublished: 'सामग्री प्रकाशित भएपछि मात्र कार्यसूचीको कभरेजसँग जोड्न सकिन्छ।',
  loading: 'कभरेज लोड हुँदैछ',
  suggested: 'सुझाइएको कभरेज',
  none: 'प्रकाशनको दुई दिनभित्र यस प्रकारको कुनै कभरेज योजनामा छैन।',
  linked: 'यस सामग्रीले पूरा गरेको कभरेज',
  delivered: 'पूरा भयो',
  markDelivered: 'पूरा भयो भन्नुहोस्',
  markDeliveredOf: 'पूरा भयो भन्नुहोस्: {{title}} को {{kind}}',
  undo: 'फिर्ता लिनुहोस्',
  undoOf: 'फिर्ता लिनुहोस्: {{title}} को {{kind}}',
  expected: 'अपेक्षित {{when}}',
  findAnother: 'अर्को कार्यक्रम खोज्नुहोस्',
  picker: {
    title: 'अर्को कार्यक्रम खोज्नुहोस्',
    search: 'कार्यक्रमको शीर्षक',
    earlier: 'अघिल्ला हप्ता',
    later: 'पछिल्ला हप्ता',
    range: '{{from}} – {{to}}',
    found: 'यी दिनको कभरेज',
    empty: 'यी दिनमा यस प्रकारको बाँकी कभरेज भएको कुनै कार्यक्रम छैन।',
    noMatch: 'यी दिनको कुनै कार्यक्रम यो शीर्षकसँग मिल्दैन।',
  },
};
