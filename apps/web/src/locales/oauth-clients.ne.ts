import type { oauthClientsEn } from './oauth-clients.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the OAuth clients card of My Account (merged into ne.ts under `oauthClients`). */
export const oauthClientsNe: Widen<typeof oauthClientsEn> = {
  heading: 'OAuth क्लाइन्टहरू',
  about:
    'OAuth 2.0 बुझ्ने प्रणालीका लागि: तिनले क्लाइन्ट आईडी र गोप्य साँचो दिएर Feed API को १० मिनेटे पहुँच टोकन लिन्छन्। बढीमा {{count}} सक्रिय क्लाइन्ट; विकासकर्ता निर्देशिका हेर्नुहोस्।',
  empty: 'अहिलेसम्म कुनै OAuth क्लाइन्ट छैन।',
  create: 'OAuth क्लाइन्ट बनाउनुहोस्',
  limit: 'तपाईंसँग बढीमा {{count}} सक्रिय OAuth क्लाइन्ट हुन सक्छन्',
  name: 'नाम',
  scopes: 'दायरा (scopes)',
  scopeFeed: 'feed:read — समाचार सामग्री',
  scopeAgenda: 'agenda:read — एजेन्डा',
  createdTitle: 'OAuth क्लाइन्ट “{{name}}”',
  secretTitle: '“{{name}}” को नयाँ गोप्य साँचो',
  shownOnce: 'गोप्य साँचो अहिले नै कपी गर्नुहोस्: यो एक पटक मात्र देखाइन्छ। यसलाई आफ्नो सर्भरमा राख्नुहोस्, वेब पेज वा एपमा होइन।',
  clientId: 'क्लाइन्ट आईडी',
  copyClientId: 'क्लाइन्ट आईडी कपी गर्नुहोस्',
  clientSecret: 'क्लाइन्ट गोप्य साँचो',
  copySecret: 'गोप्य साँचो कपी गर्नुहोस्',
  done: 'भयो',
  createdAt: '{{date}} मा बनाइएको',
  secretSince: '{{date}} देखिको साँचो',
  lastUsed: 'अन्तिम प्रयोग {{date}}',
  neverUsed: 'कहिल्यै प्रयोग नभएको',
  rotate: 'नयाँ साँचो',
  rotateNamed: '{{name}} का लागि नयाँ साँचो बनाउनुहोस्',
  rotateTitle: 'नयाँ गोप्य साँचो बनाउने?',
  rotateConfirm: '“{{name}}” को पुरानो साँचो र त्यसबाट लिइएका सबै टोकन तुरुन्तै बन्द हुन्छन्। त्यसपछि तुरुन्तै आफ्नो प्रणाली अद्यावधिक गर्नुहोस्।',
  revoke: 'रद्द गर्नुहोस्',
  revokeNamed: '{{name}} रद्द गर्नुहोस्',
  revokeTitle: 'यो OAuth क्लाइन्ट रद्द गर्ने?',
  revokeConfirm: '“{{name}}” ले अब टोकन पाउँदैन, र यससँग भएका टोकन तुरुन्तै बन्द हुन्छन्।',
  revoked: 'रद्द गरिएको',
};
