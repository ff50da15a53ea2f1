import { type ArchiveItem, english as item } from './archive-item.ts';

/** The English half of the quality set's archive: short agency items, each a headline, a summary and a body paragraph. */
export const englishArchive: ArchiveItem[] = [
  // Elections
  item(
    'e-elec-commission-date',
    'Election Commission fixes date for by-elections in six constituencies',
    'Polling will be held on the same day across the six seats left vacant.',
    'The Election Commission said candidates may file nominations next week and the code of conduct takes effect at once.',
  ),
  item(
    'e-elec-voter-list',
    'Voter list update extended by two weeks',
    'More than 300,000 new voters have registered so far.',
    'Officials at the Election Commission urged young people who turned eighteen this year to register before the coming elections.',
  ),
  item(
    'e-elec-local-kailali',
    'Local elections: Kailali counts votes late into the night',
    'Ballot counting in two municipalities continued under police security.',
    'Party agents disputed several ballots in the local election before the returning officer resumed the count.',
  ),
  item(
    'e-elec-local-women',
    'More women elected as deputy mayors in local polls',
    'Nearly all deputy posts in municipalities went to women candidates.',
    'Rights groups welcomed the figures from the local elections but said few women were picked for the top post.',
  ),
  item(
    'e-elec-evoting',
    'Commission tests electronic voting machines',
    'A trial in Lalitpur found the machines faster than paper ballots.',
    'The Election Commission said electronic voting could be used in the next general election if parliament amends the law.',
  ),
  item(
    'e-elec-overseas',
    'Migrant workers demand the right to vote from abroad',
    'Nepali workers in the Gulf say they are left out of every election.',
    'The Supreme Court ordered the government to arrange voting for citizens abroad, but no law has been passed since.',
  ),
  item(
    'e-elec-spending',
    'Candidates overspent in the last election, report finds',
    'An observer group says campaign spending was four times the legal limit.',
    'The Election Commission said it would ask parties to submit audited accounts of their election expenses.',
  ),
  item(
    'e-psc-vacancies',
    'Public Service Commission announces vacancies for 2,000 posts',
    'Applications open on Sunday for officer-level positions.',
    'The commission said written examinations will be held in all seven provinces.',
  ),
  item(
    'e-ciaa-case',
    'Anti-graft body files case against former minister',
    'The Commission for the Investigation of Abuse of Authority filed the case at the Special Court.',
    'The former minister, who lost the last election, is accused of approving a land deal that cost the state Rs 400 million.',
  ),
  // Prime Minister and cabinet
  item(
    'e-pm-india-visit',
    'Prime Minister leaves for India on a four-day visit',
    'Trade, power exports and the border will be on the agenda in New Delhi.',
    "The Prime Minister's delegation includes the foreign minister and the energy minister, officials said.",
  ),
  item(
    'e-pm-china-visit',
    "Prime Minister's visit to China: nine agreements signed",
    'The two sides agreed on a study of a cross-border railway.',
    'The Prime Minister met the Chinese president in Beijing and invited him to visit Nepal.',
  ),
  item(
    'e-pm-confidence',
    'Prime Minister wins vote of confidence in parliament',
    'The government secured 157 votes in the 275-member House of Representatives.',
    'Opposition lawmakers walked out before the vote, accusing the coalition of ignoring the House.',
  ),
  item(
    'e-pm-address',
    'PM addresses the nation on the flood disaster',
    'Relief of Rs 200,000 will go to each family that lost a member.',
    'The Prime Minister said the army and police had been deployed to the worst-hit districts.',
  ),
  item(
    'e-pm-cabinet',
    'Cabinet reshuffle: four new ministers sworn in',
    'The President administered the oath at Sheetal Niwas on Friday.',
    'The Prime Minister kept the home ministry and handed finance to a coalition partner.',
  ),
  item(
    'e-pm-memoir',
    "Former prime minister's memoir launched in Kathmandu",
    'The book covers politics from the 1990 movement to the republic.',
    'Leaders of several parties attended the launch at a hotel in the capital.',
  ),
  // Budget and revenue
  item(
    'e-bud-federal',
    'Finance minister presents Rs 1.86 trillion federal budget',
    'Capital spending is set at a quarter of the total.',
    'The budget for the next fiscal year raises allowances for senior citizens and cuts the customs duty on electric vehicles.',
  ),
  item(
    'e-bud-capital',
    'Ministries spent only a third of their capital budget',
    "The finance ministry's figures show spending rushes in the last month of the fiscal year.",
    "Economists say the budget's capital spending targets are missed every year.",
  ),
  item(
    'e-bud-province',
    'Bagmati Province unveils its budget',
    'The provincial budget focuses on roads and drinking water.',
    'Opposition members of the province assembly said the budget repeats projects left unfinished last year.',
  ),
  item(
    'e-bud-revenue',
    'Revenue collection falls short of target',
    'Customs revenue dropped as imports of vehicles slowed.',
    'The finance ministry said the shortfall could force cuts to the budget in mid-year.',
  ),
  item(
    'e-ev-imports',
    'Electric vehicle imports surge after tax cut',
    'Nepal imported more electric cars than petrol cars last quarter.',
    'Dealers said the lower customs duty set in the budget and cheap electricity drove demand for electric vehicles.',
  ),
  item(
    'e-modi-janakpur',
    "Indian Prime Minister's visit to Janakpur confirmed",
    'He will pray at the Janaki temple and open a bus service to Ayodhya.',
    'Security has been tightened in Janakpur ahead of the two-day visit.',
  ),
  item(
    'e-everest-bank',
    'Everest Bank reports higher quarterly profit',
    'Net profit rose 12 percent on lower provisions for bad loans.',
    'The bank plans to open 20 new branches in the hill districts.',
  ),
  item(
    'e-jajarkot-apples',
    'Jajarkot apple farmers find a market in Kathmandu',
    'A cooperative sent 40 tonnes of apples to the capital this season.',
    'The new road cut the journey from three days to one.',
  ),
  item(
    'e-world-bank-loan',
    'World Bank approves $200 million loan for Nepal roads',
    'The money will upgrade 300 kilometres of strategic roads.',
    'The loan is on concessional terms, repayable over 38 years.',
  ),
  item(
    'e-adb-loans',
    'ADB loans to Nepal to focus on energy and cities',
    'The bank plans to lend $1.5 billion over three years.',
    'A third of the money will go to power transmission lines.',
  ),
  // Floods and landslides
  item(
    'e-flood-koshi',
    'Floods in Koshi sweep away homes in Sunsari',
    'More than 400 families moved to shelters as the river rose above the danger level.',
    'All the gates of the Koshi barrage were opened on Saturday night, flooding settlements downstream.',
  ),
  item(
    'e-flood-kathmandu',
    'Kathmandu flooding: Bagmati bursts its banks',
    'Record rainfall left parts of the valley under water.',
    'Rescuers used rafts to reach people trapped on rooftops in Balkhu and Kupondole.',
  ),
  item(
    'e-landslide-sindhupalchok',
    'Landslide buries three houses in Sindhupalchok',
    'Seven people are missing after a night of heavy rain.',
    'Police and villagers dug through the debris; the road to the district headquarters is blocked.',
  ),
  item(
    'e-landslide-highway',
    'Landslides block Narayangadh–Mugling road',
    'Hundreds of vehicles are stranded on both sides.',
    'The Department of Roads said bulldozers would clear the highway by evening if the rain stops.',
  ),
  item(
    'e-flood-warning',
    'Flood warning issued for rivers in western Nepal',
    'The weather office expects heavy rain in Karnali and Sudurpashchim for three days.',
    'People living along the Karnali and Mahakali rivers were asked to move to higher ground.',
  ),
  item(
    'e-monsoon-toll',
    'Monsoon toll rises to 180',
    'Floods and landslides have killed 180 people since mid-June, the home ministry says.',
    'Most deaths were caused by landslides in the hill districts.',
  ),
  item(
    'e-flood-melamchi',
    'Melamchi bazaar rebuilt three years after the flood',
    'The market town washed away in 2021 has new homes and a bridge.',
    "The drinking water project's headworks, damaged by the same flood, resumed supply to the valley last year.",
  ),
  item(
    'e-tourists-pokhara',
    'Tourists flood Pokhara for the Tihar holidays',
    'Hotels in Lakeside report full bookings.',
    'Flights from Kathmandu were full all week, and hoteliers said domestic tourists made up most of the guests.',
  ),
  // Everest
  item(
    'e-everest-permits',
    'Record 478 permits issued for Everest this spring',
    'The tourism department earned more than Rs 600 million in royalties.',
    'Climbers and Sherpa guides fear crowding on the summit route if the weather window is short.',
  ),
  item(
    'e-everest-kami-rita',
    'Sherpa guide climbs Everest for the 30th time',
    'Kami Rita Sherpa extended his own world record on Sunday.',
    'The 54-year-old guide first reached the summit in 1994.',
  ),
  item(
    'e-everest-cleanup',
    'Army collects 11 tonnes of waste from Everest and two other peaks',
    'Bodies of climbers were also brought down during the campaign.',
    'The clean-up campaign has run every spring since 2019.',
  ),
  item(
    'e-everest-deaths',
    'Two climbers die on Everest',
    'A British and a Nepali climber died near the summit.',
    'Expedition organisers said the two fell from the ridge below the Hillary Step.',
  ),
  item(
    'e-everest-base-camp',
    'Government plans to move Everest base camp',
    'The Khumbu glacier is thinning and the current camp is unsafe.',
    'Officials said a new site lower in the valley would be chosen after consulting local people.',
  ),
  item(
    'e-everest-fees',
    'Climbing fees for Everest to rise',
    'Foreign climbers will pay $15,000 from next season.',
    'The royalty had not been raised for almost ten years.',
  ),
  // Cricket and football
  item(
    'e-cricket-world-cup',
    'Nepal qualify for the T20 World Cup',
    'The national team beat the UAE by eight wickets in the qualifier final.',
    'Fans gathered at the Tribhuvan University cricket ground in Kirtipur to celebrate the win.',
  ),
  item(
    'e-cricket-women',
    "Nepal women's cricket team wins the Asian qualifier",
    "The national women's team beat Hong Kong in the final.",
    'The captain said the win would encourage girls to take up the game.',
  ),
  item(
    'e-cricket-npl',
    'Nepal Premier League draws big crowds in Kirtipur',
    'All 32 matches of the franchise cricket league were sold out.',
    'Organisers said cricket had become the most watched sport in the country.',
  ),
  item(
    'e-cricket-record',
    'Nepali batter hits fastest T20 fifty',
    'He reached fifty off nine balls against Mongolia.',
    'The record was set during the Asian Games cricket tournament in Hangzhou.',
  ),
  item(
    'e-cricket-stadium',
    'Work on Mulpani cricket stadium resumes',
    'The government has released funds to finish the pavilion.',
    'The Cricket Association of Nepal hopes to host international matches there next year.',
  ),
  item(
    'e-football-saff',
    'Nepal football team loses to Bangladesh',
    'The national team lost 2-0 in the SAFF Championship.',
    'Nepal must win the last group match to reach the semi-finals.',
  ),
  // Airports and tourism
  item(
    'e-pokhara-airport',
    'Pokhara airport gets its first regular international flight',
    'A flight from Kunming landed at the new airport on Tuesday.',
    'Pokhara International Airport had seen only chartered flights since it opened.',
  ),
  item(
    'e-pokhara-airport-loan',
    'Questions over the loan for Pokhara airport',
    'A parliamentary committee is reviewing the cost of the project.',
    'Lawmakers asked why the airport cost more than estimated and who approved the changes.',
  ),
  item(
    'e-tourism-million',
    'Tourist arrivals cross one million',
    'India, China and the United States sent the most visitors.',
    'The Nepal Tourism Board expects more visitors after new direct flights.',
  ),
  item(
    'e-bhairahawa-airport',
    'Gautam Buddha airport still waits for airlines',
    'Only two foreign airlines fly to the new airport in Bhairahawa.',
    'Tourism entrepreneurs in Lumbini said the airport has not brought the pilgrims expected.',
  ),
  item(
    'e-pokhara-marathon',
    'Pokhara hosts its first international marathon',
    'Runners from 20 countries ran around Phewa Lake.',
    'A Kenyan runner won the men’s race and a Nepali runner the women’s.',
  ),
  // Electricity
  item(
    'e-power-export-india',
    'Nepal exports electricity worth Rs 17 billion to India',
    'Exports peaked in the monsoon when rivers run high.',
    'The Nepal Electricity Authority sells surplus power from its hydropower plants on an Indian exchange.',
  ),
  item(
    'e-power-bangladesh',
    'First electricity export to Bangladesh through India',
    'Forty megawatts flow under a three-party agreement.',
    'The energy minister called the deal the start of regional power trade.',
  ),
  item(
    'e-power-tamakoshi',
    'Upper Tamakoshi resumes full generation',
    'The 456-megawatt hydropower plant was shut for repairs for two months.',
    'Engineers replaced a damaged turbine part flown in from abroad.',
  ),
  item(
    'e-power-cuts',
    'Industries face power cuts in winter',
    'Factories in Birgunj say supply is cut for hours each day.',
    'The electricity authority said generation falls in winter as rivers run low.',
  ),
  item(
    'e-power-arun',
    'Work on Arun III hydropower project passes 80 percent',
    'The 900-megawatt plant in Sankhuwasabha is due to run in two years.',
    'Most of its electricity will be sold to India under the project agreement.',
  ),
  // Earthquakes
  item(
    'e-quake-jajarkot',
    'Earthquake in Jajarkot kills 153',
    'The 6.4 magnitude quake struck near midnight.',
    'Most victims were asleep when their mud-and-stone houses collapsed in Jajarkot and Rukum West.',
  ),
  item(
    'e-quake-tents',
    'Jajarkot quake survivors still in tents',
    'A year later, the reconstruction grant has not reached most families.',
    'Survivors said the cold was harder to bear in temporary shelters.',
  ),
  item(
    'e-quake-drill',
    'Schools hold earthquake safety drill',
    'Students in Kathmandu practised drop, cover and hold.',
    'Teachers said children now know to hide under desks when the ground shakes.',
  ),
  item(
    'e-quake-aftershock',
    'Aftershocks rattle western Nepal',
    'A 4.8 magnitude tremor was felt in Jajarkot and Salyan.',
    'Seismologists said aftershocks of the earthquake could go on for weeks.',
  ),
  // Health
  item(
    'e-dengue-cases',
    'Dengue cases pass 20,000',
    'Kathmandu, Lalitpur and Chitwan are the worst hit.',
    'The Epidemiology and Disease Control Division said 12 people had died of dengue this year.',
  ),
  item(
    'e-dengue-hospital',
    'Hospitals run out of beds as dengue spreads',
    'Two patients share a bed at Teku hospital.',
    'Doctors advised people with fever to get tested at once.',
  ),
  item(
    'e-dengue-campaign',
    'Municipalities launch search-and-destroy campaign against mosquitoes',
    'Residents are asked to empty water containers every week.',
    'Health officials said the campaign was the best defence against dengue.',
  ),
  // Education
  item(
    'e-see-results',
    'SEE results: 47 percent of students pass',
    'The National Examinations Board published the results on Friday.',
    'Students of community schools still pass at a lower rate than those of private schools.',
  ),
  item(
    'e-teachers-protest',
    'Teachers protest against the School Education Bill',
    'Thousands of teachers from across the country rallied in Kathmandu.',
    'They want the clause handing schools to local governments removed.',
  ),
  item(
    'e-tu-exams',
    'Tribhuvan University postpones exams',
    'Bachelor-level examinations will start two weeks late.',
    'The university said question papers could not be printed in time.',
  ),
  // The valley: water and roads
  item(
    'e-melamchi-supply',
    'Melamchi water reaches more homes in Kathmandu',
    'Kathmandu Upantyaka Khanepani Limited connected new distribution lines.',
    'The Melamchi project is expected to supply 170 million litres a day in the dry season.',
  ),
  item(
    'e-ring-road',
    'Ring Road expansion: the eastern half is nearly done',
    'Eight lanes now run from Koteshwor to Chabahil.',
    'Work on the western half is waiting for the government to move power poles.',
  ),
  item(
    'e-odd-even',
    'Odd-even rule considered to cut Kathmandu traffic',
    'Vehicles would run on alternate days by number plate.',
    'Traffic police said jams have grown as more private cars are registered each year.',
  ),
  // Courts
  item(
    'e-court-citizenship',
    'Supreme Court stays the citizenship ordinance',
    'An interim order halts the ordinance until a full hearing.',
    'The petitioners argued the government had bypassed parliament.',
  ),
  item(
    'e-court-gold',
    'Court convicts ten in gold smuggling case',
    'Kathmandu District Court sentenced the ringleader to ten years in jail.',
    'The defendants can appeal to the High Court within 70 days.',
  ),
  item(
    'e-court-refugee-scam',
    'Fake Bhutanese refugee scam: Supreme Court refuses bail',
    'A former minister and 15 others stay in custody during the trial.',
    'Victims paid up to Rs 5 million each on the promise of resettlement in the United States.',
  ),
  // Economy
  item(
    'e-remittance',
    'Remittance inflow hits a record',
    'Rs 140 billion came in last month alone, the central bank says.',
    'A weaker rupee exchange rate and higher interest on deposits drew more money through banks.',
  ),
  item(
    'e-nrb-interest',
    'Nepal Rastra Bank cuts the policy interest rate',
    'The monetary policy lowers the rate by half a percentage point.',
    'Banks are expected to lower lending rates and lift investment.',
  ),
  item(
    'e-inflation',
    'Inflation eases to 4.8 percent',
    'Stable food prices slowed the rise in the cost of living.',
    'The central bank aims to keep inflation under 5.5 percent this fiscal year.',
  ),
  item(
    'e-fuel-prices',
    'Fuel prices raised by Rs 3 a litre',
    'Nepal Oil Corporation applies the new prices from midnight.',
    'The corporation said prices had risen on the international market.',
  ),
  item(
    'e-gold-price',
    'Gold price hits a new high',
    'A tola of fine gold sold for Rs 160,000 on Monday.',
    'Traders said the wedding season and a weaker dollar pushed prices up.',
  ),
  // Festivals and society
  item(
    'e-dashain-travel',
    'Dashain rush: 1.5 million leave the valley',
    'Long queues formed at bus parks for tickets.',
    'The transport department allowed extra buses for the festival.',
  ),
  item(
    'e-dashain-goats',
    'Goat prices rise before Dashain',
    'A goat sells for up to Rs 40,000 at Kalanki market.',
    'Traders brought goats from Mustang and from India for the festival.',
  ),
  item(
    'e-tihar-dogs',
    'Tihar: dogs honoured on Kukur Tihar',
    'Dogs were garlanded and given treats across the country.',
    'Police dogs were also honoured with tika and garlands.',
  ),
  item(
    'e-indra-jatra',
    'Indra Jatra begins at Basantapur',
    'The chariot of the living goddess Kumari was pulled through old Kathmandu.',
    'Thousands of people watched the masked dances at the Durbar Square.',
  ),
  item(
    'e-rhino-count',
    'Chitwan counts 752 rhinos',
    'The one-horned rhino population grew by 107 in five years.',
    'Park officials credited the army patrols that have stopped poaching.',
  ),
  item(
    'e-korea-test',
    'Korean language test draws 100,000 applicants',
    'Jobs in South Korea pay more than those in the Gulf.',
    'Applicants queued overnight in Sanothimi to submit their forms.',
  ),
];
