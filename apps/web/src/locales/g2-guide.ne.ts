import type { g2GuideEn } from './g2-guide.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the Feed API page's section on NewsML-G2 (merged into ne.ts under `g2Guide`). */
export const g2GuideNe: Widen<typeof g2GuideEn> = {
  heading: 'NewsML-G2',
  body: 'Feed API ले IPTC NewsML-G2 2.35 मा पनि उत्तर दिन्छ: <param /> थप्नुहोस् वा <accept /> पठाउनुहोस् (हेडरभन्दा प्यारामिटर पहिले मानिन्छ)। एउटा पेज एउटा News Message हो। फाइलसहितको समाचार एउटा प्याकेज (<package />) हो, जसले त्यसको पाठको वस्तु — जसको guid समाचारकै ठेगाना हो, ninjs को uri जस्तै — र हरेक तस्बिर, भिडियो वा PDF को एक-एक वस्तुलाई जनाउँछ; हरेकका रेन्डिसनका लिङ्क अरू मिडिया लिङ्कजस्तै हस्ताक्षरित हुन्छन्। फाइल नभएको समाचार त्यसको पाठको वस्तु मात्र हो।',
  cursor:
    'अर्को कर्सर <cursorHeader /> हेडरमा र सन्देशको <ext /> मा हुन्छ; केही नयाँ नभएको पेजको उत्तर <empty /> आउँछ, कर्सर भने त्यही हेडरमा आउँछ। सच्याइएको समाचार ठूलो संस्करण र <update /> सहित फेरि आउँछ; हटाइएको समाचार त्यसको प्याकेज र पाठ <canceled /> भएर आउँछ।',
  elsewhere:
    'id बाट एउटा वस्तु माग्दा पनि यही छनोट हुन्छ, र त्यो पूरै लिनुपर्ने News Message (<atomic />) भएर आउँछ। समाचारको डाउनलोड मेनुमा पनि NewsML-G2 XML छ, छानिएका समाचारको ZIP मा हरेक समाचारको News Message त्यसको पाठ, ninjs र तस्बिरसँगै .xml फाइलमा हुन्छ, र My Account मा वेबहुकको बडी ढाँचा NewsML-G2 रोजिएको भए वेबहुकले समाचार यही News Message भएर पठाउँछ (एजेन्डा कार्यक्रम भने JSON मै जान्छ)। पोर्टलका कागजात IPTC को NewsML-G2 2.35 XML Schema सँग जाँचिन्छन्।',
} as const;
