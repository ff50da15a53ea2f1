import type { Judgement } from './scorer.ts';

const ELECTIONS_EN = [
  'e-elec-commission-date',
  'e-elec-voter-list',
  'e-elec-local-kailali',
  'e-elec-local-women',
  'e-elec-evoting',
  'e-elec-overseas',
  'e-elec-spending',
];
const FLOODS_EN = ['e-flood-koshi', 'e-flood-kathmandu', 'e-flood-warning', 'e-monsoon-toll', 'e-flood-melamchi', 'e-pm-address'];
const LANDSLIDES_EN = ['e-landslide-sindhupalchok', 'e-landslide-highway', 'e-monsoon-toll'];
const EVEREST_EN = [
  'e-everest-permits',
  'e-everest-kami-rita',
  'e-everest-cleanup',
  'e-everest-deaths',
  'e-everest-base-camp',
  'e-everest-fees',
];
const QUAKES_EN = ['e-quake-jajarkot', 'e-quake-tents', 'e-quake-drill', 'e-quake-aftershock'];
const DENGUE_EN = ['e-dengue-cases', 'e-dengue-hospital', 'e-dengue-campaign'];
const CRICKET_EN = ['e-cricket-world-cup', 'e-cricket-women', 'e-cricket-npl', 'e-cricket-record', 'e-cricket-stadium'];
const HYDROPOWER_EN = ['e-power-tamakoshi', 'e-power-arun', 'e-power-export-india'];

const ELECTIONS_NE = [
  'n-elec-date',
  'n-elec-voter-list',
  'n-elec-local-count',
  'n-elec-women',
  'n-elec-evm',
  'n-elec-abroad',
  'n-elec-expense',
  'n-elec-result',
];
const ELECTION_COMMISSION_NE = ['n-elec-date', 'n-elec-voter-list', 'n-elec-evm', 'n-elec-expense'];
const PRIME_MINISTER_NE = ['n-pm-india', 'n-pm-china', 'n-pm-confidence', 'n-pm-relief', 'n-pm-cabinet', 'n-pm-warning', 'n-modi-janakpur'];
const BUDGET_NE = ['n-bud-federal', 'n-bud-capital', 'n-bud-province', 'n-bud-revenue', 'n-bud-local', 'n-bud-priorities', 'n-pm-warning'];
const FLOODS_NE = ['n-flood-koshi', 'n-flood-kathmandu', 'n-flood-warning', 'n-monsoon-toll', 'n-flood-relief', 'n-pm-relief'];
const LANDSLIDES_NE = ['n-landslide-sindhupalchok', 'n-landslide-highway', 'n-monsoon-toll', 'n-landslide-schools', 'n-pm-relief'];
const EVEREST_NE = ['n-everest-permits', 'n-everest-kami-rita', 'n-everest-cleanup', 'n-everest-deaths', 'n-everest-base-camp'];
const QUAKES_NE = ['n-quake-jajarkot', 'n-quake-tents', 'n-quake-drill', 'n-quake-aftershock'];
const DENGUE_NE = ['n-dengue-cases', 'n-dengue-hospital', 'n-dengue-campaign'];
const CRICKET_NE = ['n-cricket-world-cup', 'n-cricket-women', 'n-cricket-npl', 'n-cricket-mulpani', 'n-cricket-coach'];
const DASHAIN_NE = ['n-dashain-travel', 'n-dashain-goats'];

const without = (keys: string[], left: string[]) => keys.filter((key) => !left.includes(key));

/**
 * What a reporter expects to find for each query in the archive (archive-english.ts, archive-nepali.ts),
 * judged by the meaning of the query, not by what search finds today: the items of the query's language
 * on its subject, in any inflected form. `mustNot`: items an exclusion (-word) rules out.
 */
export const judgements: Judgement[] = [
  // Plain words
  { query: 'Everest', language: 'en', kind: 'plain', expected: EVEREST_EN },
  { query: 'dengue', language: 'en', kind: 'plain', expected: DENGUE_EN },
  { query: 'cricket', language: 'en', kind: 'plain', expected: CRICKET_EN },
  { query: 'hydropower', language: 'en', kind: 'plain', expected: HYDROPOWER_EN },
  {
    query: 'Jajarkot',
    language: 'en',
    kind: 'plain',
    expected: ['e-quake-jajarkot', 'e-quake-tents', 'e-quake-aftershock', 'e-jajarkot-apples'],
  },
  { query: 'remittance', language: 'en', kind: 'plain', expected: ['e-remittance'] },
  { query: 'Melamchi', language: 'en', kind: 'plain', expected: ['e-melamchi-supply', 'e-flood-melamchi'] },
  { query: 'inflation', language: 'en', kind: 'plain', expected: ['e-inflation'] },
  { query: 'सगरमाथा', language: 'ne', kind: 'plain', expected: EVEREST_NE },
  { query: 'डेंगी', language: 'ne', kind: 'plain', expected: DENGUE_NE },
  { query: 'क्रिकेट', language: 'ne', kind: 'plain', expected: CRICKET_NE },
  { query: 'जाजरकोट', language: 'ne', kind: 'plain', expected: ['n-quake-jajarkot', 'n-quake-tents', 'n-quake-aftershock'] },
  { query: 'मेलम्ची', language: 'ne', kind: 'plain', expected: ['n-melamchi-supply'] },
  { query: 'रेमिट्यान्स', language: 'ne', kind: 'plain', expected: ['n-remittance'] },

  // Inflected forms: the word typed in one form, the archive holding others
  { query: 'elections', language: 'en', kind: 'inflected', expected: ELECTIONS_EN },
  { query: 'floods', language: 'en', kind: 'inflected', expected: FLOODS_EN },
  { query: 'landslide', language: 'en', kind: 'inflected', expected: LANDSLIDES_EN },
  { query: 'earthquakes', language: 'en', kind: 'inflected', expected: QUAKES_EN },
  { query: 'climber died Everest', language: 'en', kind: 'inflected', expected: ['e-everest-deaths'] },
  {
    query: "Prime Minister's visit",
    language: 'en',
    kind: 'inflected',
    expected: ['e-pm-india-visit', 'e-pm-china-visit', 'e-modi-janakpur'],
  },
  { query: 'loans Nepal', language: 'en', kind: 'inflected', expected: ['e-world-bank-loan', 'e-adb-loans'] },
  { query: 'exported electricity', language: 'en', kind: 'inflected', expected: ['e-power-export-india', 'e-power-bangladesh'] },
  { query: 'voters registering', language: 'en', kind: 'inflected', expected: ['e-elec-voter-list'] },
  { query: 'teachers protesting', language: 'en', kind: 'inflected', expected: ['e-teachers-protest'] },
  { query: 'dengue hospital', language: 'en', kind: 'inflected', expected: ['e-dengue-hospital'] },
  { query: 'नेपालको क्रिकेट', language: 'ne', kind: 'inflected', expected: CRICKET_NE },
  { query: 'प्रधानमन्त्रीको भ्रमण', language: 'ne', kind: 'inflected', expected: ['n-pm-india', 'n-pm-china', 'n-modi-janakpur'] },
  { query: 'नेपाललाई ऋण', language: 'ne', kind: 'inflected', expected: ['n-world-bank-loan', 'n-adb-loan', 'n-japan-loan'] },
  { query: 'प्रधानमन्त्रीले', language: 'ne', kind: 'inflected', expected: PRIME_MINISTER_NE },
  {
    query: 'निर्वाचनमा मतदान',
    language: 'ne',
    kind: 'inflected',
    expected: ['n-elec-date', 'n-elec-evm', 'n-elec-abroad', 'n-elec-result'],
  },
  { query: 'बाढीले', language: 'ne', kind: 'inflected', expected: FLOODS_NE },
  { query: 'पहिरोमा', language: 'ne', kind: 'inflected', expected: LANDSLIDES_NE },
  { query: 'भूकम्पका पीडित', language: 'ne', kind: 'inflected', expected: ['n-quake-jajarkot', 'n-quake-tents'] },
  {
    query: 'सगरमाथाको आरोहण',
    language: 'ne',
    kind: 'inflected',
    expected: ['n-everest-permits', 'n-everest-kami-rita', 'n-everest-deaths'],
  },
  { query: 'बजेटमा', language: 'ne', kind: 'inflected', expected: BUDGET_NE },
  {
    query: 'नेपालको बिजुली निर्यात',
    language: 'ne',
    kind: 'inflected',
    expected: ['n-power-india', 'n-power-bangladesh', 'n-hydro-investment'],
  },
  { query: 'डेंगीका बिरामी', language: 'ne', kind: 'inflected', expected: ['n-dengue-cases', 'n-dengue-hospital'] },
  { query: 'शिक्षकहरूको आन्दोलन', language: 'ne', kind: 'inflected', expected: ['n-teachers-protest'] },
  { query: 'राष्ट्र बैंकको ब्याजदर', language: 'ne', kind: 'inflected', expected: ['n-nrb-rate'] },
  { query: 'विमानस्थलहरू', language: 'ne', kind: 'inflected', expected: ['n-pokhara-airport', 'n-bhairahawa-airport'] },

  // Phrases in quotes
  {
    query: '"Election Commission"',
    language: 'en',
    kind: 'phrase',
    expected: ['e-elec-commission-date', 'e-elec-voter-list', 'e-elec-evoting', 'e-elec-spending'],
  },
  {
    query: '"Supreme Court"',
    language: 'en',
    kind: 'phrase',
    expected: ['e-court-citizenship', 'e-court-refugee-scam', 'e-elec-overseas'],
  },
  { query: '"national team"', language: 'en', kind: 'phrase', expected: ['e-cricket-world-cup', 'e-football-saff'] },
  { query: '"interest rate"', language: 'en', kind: 'phrase', expected: ['e-nrb-interest'] },
  { query: '"Pokhara airport"', language: 'en', kind: 'phrase', expected: ['e-pokhara-airport', 'e-pokhara-airport-loan'] },
  { query: '"electric vehicles"', language: 'en', kind: 'phrase', expected: ['e-bud-federal', 'e-ev-imports'] },
  { query: '"निर्वाचन आयोग"', language: 'ne', kind: 'phrase', expected: ELECTION_COMMISSION_NE },
  {
    query: '"सर्वोच्च अदालत"',
    language: 'ne',
    kind: 'phrase',
    expected: ['n-elec-abroad', 'n-phewa-court', 'n-court-citizenship', 'n-court-refugee'],
  },
  { query: '"राष्ट्र बैंक"', language: 'ne', kind: 'phrase', expected: ['n-remittance', 'n-nrb-rate', 'n-inflation'] },
  { query: '"सगरमाथा आरोहण"', language: 'ne', kind: 'phrase', expected: ['n-everest-permits', 'n-everest-kami-rita'] },
  { query: '"पूँजीगत खर्च"', language: 'ne', kind: 'phrase', expected: ['n-bud-federal', 'n-bud-capital'] },
  {
    query: '"बिजुली निर्यात"',
    language: 'ne',
    kind: 'phrase',
    expected: ['n-power-india', 'n-power-bangladesh', 'n-pm-india', 'n-hydro-investment'],
  },

  // Exclusions with -word
  {
    query: 'elections -local',
    language: 'en',
    kind: 'exclusion',
    expected: without(ELECTIONS_EN, ['e-elec-local-kailali', 'e-elec-local-women']),
    mustNot: ['e-elec-local-kailali', 'e-elec-local-women'],
  },
  {
    query: 'cricket -women',
    language: 'en',
    kind: 'exclusion',
    expected: without(CRICKET_EN, ['e-cricket-women']),
    mustNot: ['e-cricket-women'],
  },
  {
    query: 'budget -province',
    language: 'en',
    kind: 'exclusion',
    expected: ['e-bud-federal', 'e-bud-capital', 'e-bud-revenue'],
    mustNot: ['e-bud-province'],
  },
  {
    query: 'flood -Kathmandu',
    language: 'en',
    kind: 'exclusion',
    expected: without(FLOODS_EN, ['e-flood-kathmandu']),
    mustNot: ['e-flood-kathmandu'],
  },
  {
    query: 'earthquake -Jajarkot',
    language: 'en',
    kind: 'exclusion',
    expected: ['e-quake-drill'],
    mustNot: ['e-quake-jajarkot', 'e-quake-tents', 'e-quake-aftershock'],
  },
  {
    query: 'निर्वाचन -स्थानीय',
    language: 'ne',
    kind: 'exclusion',
    expected: without(ELECTIONS_NE, ['n-elec-local-count', 'n-elec-women']),
    mustNot: ['n-elec-local-count', 'n-elec-women'],
  },
  {
    query: 'बाढी -काठमाडौं',
    language: 'ne',
    kind: 'exclusion',
    expected: without(FLOODS_NE, ['n-flood-kathmandu']),
    mustNot: ['n-flood-kathmandu'],
  },
  {
    query: 'क्रिकेट -महिला',
    language: 'ne',
    kind: 'exclusion',
    expected: without(CRICKET_NE, ['n-cricket-women']),
    mustNot: ['n-cricket-women'],
  },
  {
    query: 'सगरमाथा -मृत्यु',
    language: 'ne',
    kind: 'exclusion',
    expected: without(EVEREST_NE, ['n-everest-deaths']),
    mustNot: ['n-everest-deaths'],
  },

  // Either word (OR)
  { query: 'flood OR landslide', language: 'en', kind: 'or', expected: [...new Set([...FLOODS_EN, ...LANDSLIDES_EN])] },
  {
    query: 'electricity India OR Bangladesh',
    language: 'en',
    kind: 'or',
    expected: ['e-power-export-india', 'e-power-bangladesh', 'e-power-arun'],
  },
  {
    query: 'Dashain OR Tihar',
    language: 'en',
    kind: 'or',
    expected: ['e-dashain-travel', 'e-dashain-goats', 'e-tihar-dogs', 'e-tourists-pokhara'],
  },
  { query: 'बाढी OR पहिरो', language: 'ne', kind: 'or', expected: [...new Set([...FLOODS_NE, ...LANDSLIDES_NE])] },
  { query: 'बाढी वा पहिरो', language: 'ne', kind: 'or', expected: [...new Set([...FLOODS_NE, ...LANDSLIDES_NE])] },
  { query: 'दसैं OR तिहार', language: 'ne', kind: 'or', expected: [...DASHAIN_NE, 'n-tihar-dogs', 'n-pokhara-tihar'] },
  { query: 'डेंगी OR लामखुट्टे', language: 'ne', kind: 'or', expected: DENGUE_NE },

  // Romanized Nepali: Latin letters for Devanagari words
  { query: 'bajet', language: 'ne', kind: 'romanized', expected: BUDGET_NE },
  { query: 'bhukampa', language: 'ne', kind: 'romanized', expected: QUAKES_NE },
  { query: 'pahiro', language: 'ne', kind: 'romanized', expected: LANDSLIDES_NE },
  { query: 'badhi', language: 'ne', kind: 'romanized', expected: FLOODS_NE },
  { query: 'nirwachan aayog', language: 'ne', kind: 'romanized', expected: ELECTION_COMMISSION_NE },
  { query: 'pradhanmantri', language: 'ne', kind: 'romanized', expected: PRIME_MINISTER_NE },
  { query: 'sagarmatha', language: 'ne', kind: 'romanized', expected: EVEREST_NE },
  { query: 'dengi', language: 'ne', kind: 'romanized', expected: DENGUE_NE },
  { query: 'mahangi', language: 'ne', kind: 'romanized', expected: ['n-inflation'] },
  { query: 'jalvidyut', language: 'ne', kind: 'romanized', expected: ['n-power-tamakoshi', 'n-hydro-investment'] },

  // Misspelt words and variant spellings
  { query: 'elecion', language: 'en', kind: 'misspelt', expected: ELECTIONS_EN },
  { query: 'earthqake', language: 'en', kind: 'misspelt', expected: QUAKES_EN },
  { query: 'dengeu', language: 'en', kind: 'misspelt', expected: DENGUE_EN },
  { query: 'Everst', language: 'en', kind: 'misspelt', expected: EVEREST_EN },
  { query: 'remitance', language: 'en', kind: 'misspelt', expected: ['e-remittance'] },
  { query: 'hydropwer', language: 'en', kind: 'misspelt', expected: HYDROPOWER_EN },
  { query: 'प्रधानमन्त्रि', language: 'ne', kind: 'misspelt', expected: PRIME_MINISTER_NE },
  { query: 'भुकम्प', language: 'ne', kind: 'misspelt', expected: QUAKES_NE },
  { query: 'सगरमथा', language: 'ne', kind: 'misspelt', expected: EVEREST_NE },
  { query: 'दशैं', language: 'ne', kind: 'misspelt', expected: DASHAIN_NE },
  { query: 'डेंगु', language: 'ne', kind: 'misspelt', expected: DENGUE_NE },
];
