import type { Story } from './demo-story.ts';

/**
 * English demo stories per category id (1 Politics … 10 Opinion). Slots: {place}, {district} and {province}
 * (one row of the place table), and the figures of FIGURE_RANGES in demo-texts.ts. `in` names the only
 * cities a story fits (a river, a cricket ground).
 */
export const ENGLISH_STORIES: Record<number, Story[]> = {
  1: [
    {
      headline: 'House committee summons ministers over stalled {place} road projects',
      lede: 'Lawmakers asked the government to explain within {n} days why the work has stopped.',
      body: [
        'The Development and Technology Committee said contractors in {place} had left {n} road projects half finished, some of them for more than two years.',
        'Committee members said they would visit the sites themselves if the answers were not satisfactory. Ministry officials said the delays were caused by land disputes and the late release of funds.',
      ],
    },
    {
      headline: '{province} Province assembly passes {n} bills in a single session',
      lede: 'The bills cover cooperatives, local roads and the management of provincial forests.',
      body: [
        'The {province} provincial assembly ended its session on Friday after passing {n} bills, the largest number since the province was formed.',
        'The opposition voted against the cooperatives bill, saying it gave too much power to the provincial ministry. The chief minister said the law would protect the savings of {big} members.',
      ],
    },
    {
      headline: 'Coalition partners meet in {place} to settle by-election seat sharing',
      lede: 'Party leaders said the agreement would be put to their central committees this week.',
      body: [
        'The meeting in {place} went on late into the night. Leaders of the ruling parties said they had agreed on the main points and would publish a joint statement once their central committees endorse it.',
        'The by-elections will be held in {n} constituencies. Opposition leaders said the alliance was dividing seats before asking voters.',
      ],
    },
    {
      headline: 'Election Commission adds {big} new voters to the roll in {place}',
      lede: 'Residents can check their names at ward offices for the next {n} days.',
      body: [
        'The Election Commission said the updated voter roll would be displayed at ward offices so that residents can check their names and file corrections.',
        'Officials in {place} said most of the new voters were young people who had turned eighteen since the last election, and that registration would stay open at the {district} District Election Office.',
      ],
    },
  ],
  2: [
    {
      headline: 'Remittance inflow rises {pct} per cent in the first four months',
      lede: 'Economists said steady remittances were keeping foreign-exchange reserves comfortable.',
      body: [
        'According to the central bank, foreign-exchange reserves are now enough to cover more than {n} months of imports of goods and services.',
        'Bankers said more workers were sending money through formal channels since transfer fees were lowered. The number of workers leaving for jobs abroad also rose.',
      ],
    },
    {
      headline: '{place} traders report brisk festival sales despite high prices',
      lede: 'Traders in {place} said demand picked up after the harvest, though vegetables stayed expensive.',
      body: [
        'Merchants at the main market in {place} said sales of clothes, electronics and dry fruit were up by about {pct} per cent on last year.',
        'Wholesalers, however, complained of delays at the customs point and said the price of onions and tomatoes had nearly doubled in a month.',
      ],
    },
    {
      headline: 'Government releases Rs {amount} crore for irrigation in {province} Province',
      lede: 'The money will go to canals, shallow tube wells and solar pumps.',
      body: [
        'The finance ministry said the released amount of Rs {amount} crore would benefit {big} farming households in {province} Province.',
        'Farmers in {place} said they had waited three seasons for the canal to be repaired and hoped water would reach their fields before the next planting.',
      ],
    },
    {
      headline: 'Share market gains {n} points as turnover crosses Rs {amount} crore',
      lede: 'Banking and hydropower shares led the gains.',
      body: [
        'The Nepal Stock Exchange index rose for the third day in a row, with turnover above Rs {amount} crore.',
        'Brokers in {place} said retail investors were returning to the market after the central bank eased rules on share-backed loans.',
      ],
    },
  ],
  3: [
    {
      headline: 'Nepal beat UAE by {n} runs to top the qualifier group',
      in: ['Kathmandu', 'Pokhara'],
      lede: 'Spinners took seven wickets between them as the hosts defended a modest total.',
      body: [
        'Batting first, Nepal made {runs} runs in front of a packed crowd. The captain said the bowlers had won the match in the final overs.',
        'Nepal will play the semi-final in {place} on Saturday. Tickets for the match sold out within hours.',
      ],
    },
    {
      headline: '{place} hosts national games with {big} athletes from seven provinces',
      lede: 'The games open on Sunday with a parade of the provincial teams.',
      body: [
        'Organisers said the athletes would compete in {n} events over a week in {place}. Security has been stepped up around the venues.',
        "Free buses will run between the venues and the athletes' village. Organisers expect {big} spectators on the opening day.",
      ],
    },
    {
      headline: 'Nepali climber summits {n} peaks above 6,000 metres in one season',
      lede: 'The climber said she wanted to show that Nepali women can lead expeditions.',
      body: [
        'She climbed without supplementary oxygen on most of the peaks, guiding a team of young climbers from {place}.',
        'The Nepal Mountaineering Association said it would honour her at its annual meeting and use her route notes to train new guides.',
      ],
    },
    {
      headline: "Women's football team names {n} new players for the SAFF Championship",
      lede: 'The coach said the young squad was ready for strong opponents.',
      body: [
        'The team trained at high altitude for {n} weeks before the selection. "Our target is the final," the coach told the agency in {place}.',
        'The All Nepal Football Association said the team would fly out next week and play its first match against the hosts.',
      ],
    },
  ],
  4: [
    {
      headline: 'Nepali film collects Rs {n} crore in its opening week',
      lede: 'Cinema halls in {place} added extra shows to meet demand.',
      body: [
        'Distributors said the film had been screened in {tens} halls across the country and abroad.',
        'The director thanked audiences for supporting a story rooted in village life and said a sequel was already being written.',
      ],
    },
    {
      headline: 'Folk music festival draws {big} visitors to {place}',
      lede: 'Artists from all seven provinces performed over three evenings.',
      body: [
        'The festival featured {n} groups playing traditional instruments such as the madal, sarangi and dhime.',
        'Organisers said they wanted to pass the songs on to young people and would record the performances for a public archive.',
      ],
    },
    {
      headline: '{place} theatre group takes a Nepali play to {n} countries',
      lede: 'The play follows three generations of a family of migrant workers.',
      body: [
        'The group has staged the play more than {tens} times since it opened in {place}.',
        'Its director said performances abroad had drawn large Nepali audiences as well as local theatre-goers, many of whom watched with subtitles.',
      ],
    },
  ],
  5: [
    {
      headline: 'Free health camp in {place} treats {hundreds} patients in three days',
      lede: 'Doctors said most patients came with eye, dental and gynaecological problems.',
      body: [
        'The camp was run by {n} specialist doctors and nurses from the provincial hospital.',
        'Patients who need surgery were referred to the hospital in {place} and will be treated free of charge.',
      ],
    },
    {
      headline: 'Dengue cases fall by {pct} per cent as temperatures drop',
      lede: 'Health officials warned that the risk remains until the end of the season.',
      body: [
        'The Epidemiology and Disease Control Division said {big} cases had been recorded this year, most of them in the Terai and the valleys.',
        'It urged households in {place} and elsewhere to clear standing water and to use mosquito nets.',
      ],
    },
    {
      headline: 'Measles and rubella vaccination campaign starts in {n} districts',
      lede: 'Health officials urged parents to bring children under five to the nearest centre.',
      body: [
        'Health workers will visit schools and ward offices during the campaign, which starts in {place}.',
        'Officials said the vaccines are free and safe, and that {pct} per cent coverage is needed to stop outbreaks.',
      ],
    },
  ],
  6: [
    {
      headline: 'Government launches a digital service portal for {n} ministries',
      lede: 'Officials said citizens would no longer need to visit offices for many services.',
      body: [
        'The portal lets citizens apply for documents, pay fees and track their applications online.',
        'The ministry said {pct} per cent of requests could now be completed without a visit, and that a help desk would open in {place}.',
      ],
    },
    {
      headline: '{place} start-up wins a regional award for a farming app',
      lede: 'The founders said the app was already used by farmers in {n} districts.',
      body: [
        'The app sends weather alerts, market prices and advice in Nepali and Maithili to {big} registered farmers.',
        'Its founders plan to add voice messages for farmers who cannot read, and to open an office in {province} Province.',
      ],
    },
    {
      headline: 'Internet reaches {big} households in remote {province} villages',
      lede: 'Prices remain high in remote areas, the regulator said.',
      body: [
        'The Nepal Telecommunications Authority said fibre and mobile networks now cover {pct} per cent of the population.',
        'Schools near {place} said students could now attend online classes, though power cuts still interrupt the service.',
      ],
    },
  ],
  7: [
    {
      headline: 'Foreign minister leaves for a {n}-day visit to India and Bangladesh',
      lede: 'Trade, energy and connectivity will top the agenda.',
      body: [
        'During the visit the minister will discuss power trade, cross-border railways and the movement of {big} pilgrims each year.',
        'Officials said Nepal hoped to sign an agreement to sell electricity to Bangladesh through the Indian grid.',
      ],
    },
    {
      headline: 'Nepal and China agree to reopen {n} border points for trade',
      lede: 'Officials said the decision would ease the movement of goods before winter.',
      body: [
        'Traders in the northern districts welcomed the decision. They said closed border points had raised prices by up to {pct} per cent.',
        'Customs offices will add staff and quarantine checks at each point, the ministry said.',
      ],
    },
    {
      headline: '{big} Nepali workers return home as a Gulf contract ends',
      lede: 'The Department of Foreign Employment said it would help them claim unpaid wages.',
      body: [
        'Most of the workers had been employed by a construction company for {n} years.',
        'Officials at the airport said the returnees would be offered skills training in {place} and other cities.',
      ],
    },
  ],
  8: [
    {
      headline: "Women's cooperative in {place} lends Rs {amount} crore to {big} members",
      lede: 'Members said small loans had helped them start shops, farms and tailoring businesses.',
      body: [
        'The cooperative was founded {n} years ago by a small group of women in {place}.',
        'It offers loans without collateral and trains members in bookkeeping before they borrow.',
      ],
    },
    {
      headline: 'Volunteers have cleaned the Bagmati every Saturday for {n} weeks',
      in: ['Kathmandu', 'Lalitpur'],
      lede: 'Organisers said {big} tonnes of waste had been removed since the campaign began.',
      body: [
        'Every Saturday volunteers, students and security personnel collect plastic and other waste from the river banks.',
        'The organisers want the municipalities along the river to stop sewage from flowing into it.',
      ],
    },
    {
      headline: 'Community school in {province} Province sends all {n} graduates to university',
      lede: 'Teachers said the result showed what committed staff and parents can achieve.',
      body: [
        'The school in {place} has {hundreds} students, most of them from farming families.',
        'It now plans to add a science laboratory and a library with help from former students.',
      ],
    },
  ],
  9: [
    {
      headline: '{province} Province approves Rs {amount} crore for a ring road in {place}',
      lede: 'The provincial government said construction would begin after the monsoon.',
      body: [
        'The provincial planning commission said the road would be completed in {n} years.',
        'About {big} residents of {place} and nearby municipalities are expected to benefit.',
      ],
    },
    {
      headline: 'Chief minister of {province} inspects flood-protection works in {place}',
      lede: 'He warned that contracts would be cancelled if the work is delayed.',
      body: [
        'The chief minister directed contractors to complete the embankments before the rains.',
        'Local people in {place} said floods had destroyed {big} homes over the past five years.',
      ],
    },
    {
      headline: '{place} gets a provincial hospital with {n} beds',
      lede: 'Local people said the hospital had been awaited for a decade.',
      body: [
        'The hospital will have emergency, maternity and intensive-care units, the {province} health ministry said.',
        'Until now patients from {place} had to travel for hours to reach a referral hospital.',
      ],
    },
  ],
  10: [
    {
      headline: 'Opinion: Federalism needs stronger local governments, not more ministries',
      lede: 'The promise of federalism depends on what happens in the wards.',
      body: [
        'Local governments deliver most of the services people see every day, yet they receive only {pct} per cent of the national budget.',
        'Giving them more money and more staff would do more than creating new ministries in the capital.',
      ],
    },
    {
      headline: 'Opinion: What {place} can teach the rest of Nepal about waste',
      lede: 'A small city has shown that sorting waste at home works when people trust the plan.',
      body: [
        'In {place}, households sort their waste into three bins and the municipality collects each on a fixed day.',
        'The scheme began with {n} wards and now covers the whole city. Other cities should copy it.',
      ],
    },
    {
      headline: 'Opinion: Remittances built houses; now they must build businesses',
      lede: 'Too little of the money sent home becomes productive investment.',
      body: [
        'Young Nepalis abroad send home billions of rupees each year, most of it spent on houses and daily needs.',
        'Banks and cooperatives should offer them simple ways to invest in businesses at home.',
      ],
    },
  ],
};

export const ENGLISH_CLOSINGS = [
  'Further details are expected after the meeting on Sunday.',
  'The agency will update this report as more information becomes available.',
];
