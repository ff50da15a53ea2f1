import { ENGLISH_CLOSINGS, ENGLISH_STORIES } from './demo-phrases-en.ts';
import { NEPALI_CLOSINGS, NEPALI_STORIES } from './demo-phrases-ne.ts';
import type { Random } from './demo-random.ts';
import type { Story } from './demo-story.ts';

/**
 * One news story to fill with a place and numbers: its headline, a one-line description and the body
 * paragraphs; `in` lists the only cities (English names) it fits, when a river or a ground ties it to some.
 */
export type DemoLanguage = 'ne' | 'en';
type Named = Record<DemoLanguage, string>;
export type Location = { province: Named; district: Named; city: Named };

const PROVINCES = {
  koshi: { en: 'Koshi', ne: 'कोशी' },
  madhesh: { en: 'Madhesh', ne: 'मधेश' },
  bagmati: { en: 'Bagmati', ne: 'बागमती' },
  gandaki: { en: 'Gandaki', ne: 'गण्डकी' },
  lumbini: { en: 'Lumbini', ne: 'लुम्बिनी' },
  karnali: { en: 'Karnali', ne: 'कर्णाली' },
  sudurpashchim: { en: 'Sudurpashchim', ne: 'सुदूरपश्चिम' },
} as const;

const row = (province: Named, district: Named, city: Named = district): Location => ({ province, district, city });

/** Where a story happens: every place slot of one story comes from one row, so city, district and province agree. */
export const LOCATIONS: Location[] = [
  row(PROVINCES.koshi, { en: 'Morang', ne: 'मोरङ' }, { en: 'Biratnagar', ne: 'विराटनगर' }),
  row(PROVINCES.koshi, { en: 'Sunsari', ne: 'सुनसरी' }, { en: 'Dharan', ne: 'धरान' }),
  row(PROVINCES.koshi, { en: 'Sunsari', ne: 'सुनसरी' }, { en: 'Itahari', ne: 'इटहरी' }),
  row(PROVINCES.koshi, { en: 'Ilam', ne: 'इलाम' }),
  row(PROVINCES.madhesh, { en: 'Dhanusha', ne: 'धनुषा' }, { en: 'Janakpur', ne: 'जनकपुर' }),
  row(PROVINCES.madhesh, { en: 'Parsa', ne: 'पर्सा' }, { en: 'Birgunj', ne: 'वीरगञ्ज' }),
  row(PROVINCES.madhesh, { en: 'Saptari', ne: 'सप्तरी' }, { en: 'Rajbiraj', ne: 'राजविराज' }),
  row(PROVINCES.bagmati, { en: 'Kathmandu', ne: 'काठमाडौं' }),
  row(PROVINCES.bagmati, { en: 'Lalitpur', ne: 'ललितपुर' }),
  row(PROVINCES.bagmati, { en: 'Bhaktapur', ne: 'भक्तपुर' }),
  row(PROVINCES.bagmati, { en: 'Makwanpur', ne: 'मकवानपुर' }, { en: 'Hetauda', ne: 'हेटौंडा' }),
  row(PROVINCES.bagmati, { en: 'Chitwan', ne: 'चितवन' }, { en: 'Bharatpur', ne: 'भरतपुर' }),
  row(PROVINCES.gandaki, { en: 'Kaski', ne: 'कास्की' }, { en: 'Pokhara', ne: 'पोखरा' }),
  row(PROVINCES.gandaki, { en: 'Gorkha', ne: 'गोरखा' }),
  row(PROVINCES.lumbini, { en: 'Rupandehi', ne: 'रुपन्देही' }, { en: 'Butwal', ne: 'बुटवल' }),
  row(PROVINCES.lumbini, { en: 'Banke', ne: 'बाँके' }, { en: 'Nepalgunj', ne: 'नेपालगञ्ज' }),
  row(PROVINCES.lumbini, { en: 'Palpa', ne: 'पाल्पा' }, { en: 'Tansen', ne: 'तानसेन' }),
  row(PROVINCES.karnali, { en: 'Surkhet', ne: 'सुर्खेत' }, { en: 'Birendranagar', ne: 'वीरेन्द्रनगर' }),
  row(PROVINCES.karnali, { en: 'Jumla', ne: 'जुम्ला' }),
  row(PROVINCES.sudurpashchim, { en: 'Kailali', ne: 'कैलाली' }, { en: 'Dhangadhi', ne: 'धनगढी' }),
  row(PROVINCES.sudurpashchim, { en: 'Kanchanpur', ne: 'कञ्चनपुर' }, { en: 'Mahendranagar', ne: 'महेन्द्रनगर' }),
];

/** The figures a story's number slots take, smallest and largest: what each stands for is in the phrase files. */
export const FIGURE_RANGES = {
  /** A small count: days, bills, weeks, points; also crore for a film's takings. */
  n: [3, 24],
  /** A few dozen to a few hundred: cinema halls, performances. */
  tens: [40, 300],
  /** Hundreds: students of a school, patients of a health camp. */
  hundreds: [150, 950],
  /** Hundreds to thousands: voters, households, athletes, workers. */
  big: [120, 9_800],
  pct: [4, 38],
  /** Rupees in crore: a province's grant, a day's share turnover, a cooperative's loans. */
  amount: [2, 95],
  /** A side's total in a T20 international. */
  runs: [90, 230],
} as const satisfies Record<string, readonly [number, number]>;

const GALLERY_TITLES: Record<DemoLanguage, string[]> = {
  en: [
    'In pictures: Morning market in {place}',
    'In pictures: Rice planting season around {place}',
    'In pictures: {place} lights up for Tihar',
    'In pictures: Prayer flags and peaks above {place}',
    'In pictures: A day at the {place} stadium',
    'In pictures: Evening on the riverbank near {place}',
  ],
  ne: [
    'तस्बिरमा: {place}को बिहानी बजार',
    'तस्बिरमा: {place} आसपास धान रोपाइँ',
    'तस्बिरमा: तिहारमा झिलिमिली {place}',
    'तस्बिरमा: {place} माथि हिमाल र लुङदार',
    'तस्बिरमा: {place} रंगशालाको एक दिन',
    'तस्बिरमा: {place} नजिकै खोला किनारको साँझ',
  ],
};

const GALLERY_DESCRIPTIONS: Named = {
  en: "Photographs from {place} by the agency's photo desk.",
  ne: '{place}बाट समाचार समितिको फोटो डेस्कले खिचेका तस्बिरहरू।',
};

const STORIES: Record<DemoLanguage, { byCategory: Record<number, Story[]>; closings: string[] }> = {
  en: { byCategory: ENGLISH_STORIES, closings: ENGLISH_CLOSINGS },
  ne: { byCategory: NEPALI_STORIES, closings: NEPALI_CLOSINGS },
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const inDevanagari = (text: string) => text.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] as string);

function figure(random: Random, slot: keyof typeof FIGURE_RANGES) {
  const [min, max] = FIGURE_RANGES[slot];
  return random.int(min, max).toLocaleString('en-US');
}

/** The values one item's slots are filled with, so a story names one place and keeps its numbers. */
function slotValues(random: Random, language: DemoLanguage, fitsIn?: string[]) {
  const location = random.pick(fitsIn ? LOCATIONS.filter((candidate) => fitsIn.includes(candidate.city.en)) : LOCATIONS);
  return {
    location,
    place: location.city[language],
    district: location.district[language],
    province: location.province[language],
    n: figure(random, 'n'),
    tens: figure(random, 'tens'),
    hundreds: figure(random, 'hundreds'),
    big: figure(random, 'big'),
    pct: figure(random, 'pct'),
    amount: figure(random, 'amount'),
    runs: figure(random, 'runs'),
  };
}
type Slots = ReturnType<typeof slotValues>;
type TextSlot = Exclude<keyof Slots, 'location'>;

function fill(template: string, slots: Slots, language: DemoLanguage) {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key as TextSlot]);
  return language === 'ne' ? inDevanagari(text) : text;
}

const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * Writes demo news from the stories: headline, one-line description and a body of two or three
 * paragraphs opening with a dateline; and gallery titles. A title already used is drawn again, a few
 * times, so lists rarely show the same one twice.
 */
export function createNewsWriter(random: Random) {
  const used = new Set<string>();

  function unique<T extends { title: string }>(drawOnce: () => T): T {
    let drawn = drawOnce();
    for (let attempt = 0; attempt < 20 && used.has(drawn.title); attempt++) drawn = drawOnce();
    used.add(drawn.title);
    return drawn;
  }

  return {
    news(language: DemoLanguage, categoryId: number) {
      const { byCategory, closings } = STORIES[language];
      const { story, slots, title } = unique(() => {
        const story = random.pick(byCategory[categoryId] as Story[]);
        const slots = slotValues(random, language, story.in);
        return { story, slots, title: fill(story.headline, slots, language) };
      });
      const body = story.body.map((text) => fill(text, slots, language));
      if (random.chance(0.4)) body.push(random.pick(closings));
      const dateline = language === 'ne' ? `<strong>${slots.place},</strong> ` : `<strong>${slots.place.toUpperCase()} —</strong> `;
      return {
        title,
        metaDescription: fill(story.lede, slots, language),
        content: [paragraph(dateline + body[0]), ...body.slice(1).map(paragraph)].join('\n'),
        place: slots.place,
        location: slots.location,
      };
    },

    gallery(language: DemoLanguage) {
      return unique(() => {
        const slots = slotValues(random, language);
        return {
          title: fill(random.pick(GALLERY_TITLES[language]), slots, language),
          description: paragraph(fill(GALLERY_DESCRIPTIONS[language], slots, language)),
          place: slots.place,
          location: slots.location,
        };
      });
    },
  };
}
export type NewsWriter = ReturnType<typeof createNewsWriter>;
