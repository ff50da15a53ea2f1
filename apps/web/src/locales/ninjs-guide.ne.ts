import type { ninjsGuideEn } from './ninjs-guide.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the Feed API page's section on ninjs versions (merged into ne.ts under `ninjsGuide`). */
export const ninjsGuideNe: Widen<typeof ninjsGuideEn> = {
  heading: 'ninjs संस्करण: 2.1, 2.3 र 3.2',
  body: 'अर्को संस्करण ({{versions}}) नमागेसम्म Feed API ले IPTC ninjs {{default}} मा उत्तर दिन्छ। हरेक अनुरोधमा <param /> वा <accept /> सहित माग्नुहोस् — profile मा त्यस संस्करणको IPTC schema ठेगाना; हेडरभन्दा प्यारामिटर पहिले मानिन्छ।',
  answer:
    'हरेक वस्तुले आफ्नो संस्करण <standard /> मा भन्छ, र तपाईंले मागेको संस्करणको उत्तरले Content-Type को <profile /> मा पनि भन्छ; पोर्टलले नपठाउने संस्करण मागे पठाइने संस्करणहरूको नामसहित <status /> उत्तर आउँछ।',
  elsewhere:
    'डाउनलोडमा पनि यही छनोट हुन्छ: समाचारको डाउनलोड मेनुमा हरेक संस्करण छ, र डाउनलोड ठेगानाले <param /> लिन्छ, ZIP भित्रका .json पनि। वेबहुकले My Account मा त्यसका लागि छानिएको ढाँचामा समाचार पठाउँछ (<format />); एजेन्डाको कार्यक्रम भने जुनसुकै ढाँचामा एजेन्डा फिडकै रूपमा जान्छ।',
  names: 'ninjs 2.3 ले 2.1 कै नाम र संरचना प्रयोग गर्छ (पोर्टलले नपठाउने गुणहरू मात्र थपिएका छन्)। ninjs 3.2 ले संरचना उही राखी यी नाम camelCase मा लेख्छ:',
  namesTable: '2.x र 3.2 मा ninjs नाम',
} as const;
