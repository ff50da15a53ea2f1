import type { feedCallsEn } from './feed-calls.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the staff's table of Feed API calls. */
export const feedCallsNe: Widen<typeof feedCallsEn> = {
  title: 'फिड API कल',
  about: 'प्रत्येक ग्राहकका API कुञ्जीले फिड API मा गरेका कल, नेपाल समयअनुसार दिनैपिच्छे।',
  table: 'ग्राहक र दिनअनुसार फिड API कल',
  company: 'कम्पनी',
  client: 'ग्राहक',
  day: 'दिन',
  calls: 'कल',
  empty: 'यी दिनमा कुनै ग्राहकले फिड API प्रयोग गरेनन्।',
};
