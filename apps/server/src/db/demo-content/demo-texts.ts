import { ENGLISH_CLOSINGS, ENGLISH_STORIES } from './demo-phrases-en.ts';
import { NEPALI_CLOSINGS, NEPALI_STORIES } from './demo-phrases-ne.ts';
import type { Random } from './demo-random.ts';

/** One news story to fill with a place and numbers: its headline, a one-line description and the body paragraphs. */
export type Story = { headline: string; lede: string; body: string[] };
export type DemoLanguage = 'ne' | 'en';
type Named = Record<DemoLanguage, string>;

const PLACES: Named[] = [
  { en: 'Kathmandu', ne: 'काठमाडौं' },
  { en: 'Pokhara', ne: 'पोखरा' },
  { en: 'Biratnagar', ne: 'विराटनगर' },
  { en: 'Birgunj', ne: 'वीरगञ्ज' },
  { en: 'Butwal', ne: 'बुटवल' },
  { en: 'Dhangadhi', ne: 'धनगढी' },
  { en: 'Nepalgunj', ne: 'नेपालगञ्ज' },
  { en: 'Janakpur', ne: 'जनकपुर' },
  { en: 'Hetauda', ne: 'हेटौंडा' },
  { en: 'Bharatpur', ne: 'भरतपुर' },
  { en: 'Dharan', ne: 'धरान' },
  { en: 'Lalitpur', ne: 'ललितपुर' },
  { en: 'Bhaktapur', ne: 'भक्तपुर' },
  { en: 'Ilam', ne: 'इलाम' },
  { en: 'Surkhet', ne: 'सुर्खेत' },
  { en: 'Tansen', ne: 'तानसेन' },
  { en: 'Gorkha', ne: 'गोरखा' },
  { en: 'Jumla', ne: 'जुम्ला' },
  { en: 'Itahari', ne: 'इटहरी' },
  { en: 'Mahendranagar', ne: 'महेन्द्रनगर' },
];

const PROVINCES: Named[] = [
  { en: 'Koshi', ne: 'कोशी' },
  { en: 'Madhesh', ne: 'मधेश' },
  { en: 'Bagmati', ne: 'बागमती' },
  { en: 'Gandaki', ne: 'गण्डकी' },
  { en: 'Lumbini', ne: 'लुम्बिनी' },
  { en: 'Karnali', ne: 'कर्णाली' },
  { en: 'Sudurpashchim', ne: 'सुदूरपश्चिम' },
];

const GALLERY_TITLES: Record<DemoLanguage, string[]> = {
  en: [
    'In pictures: Morning market in {place}',
    'In pictures: Rice planting season around {place}',
    'In pictures: {place} lights up for Tihar',
    'In pictures: Prayer flags and peaks above {place}',
    'In pictures: A day at the {place} stadium',
    'In pictures: Boats and reflections on the lake at {place}',
  ],
  ne: [
    'तस्बिरमा: {place}को बिहानी बजार',
    'तस्बिरमा: {place} आसपास धान रोपाइँ',
    'तस्बिरमा: तिहारमा झिलिमिली {place}',
    'तस्बिरमा: {place} माथि हिमाल र लुङदार',
    'तस्बिरमा: {place} रंगशालाको एक दिन',
    'तस्बिरमा: {place}को तालमा डुंगा',
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

/** The values one item's slots are filled with, so a story names one place and keeps its numbers. */
function slotValues(random: Random, language: DemoLanguage) {
  return {
    place: random.pick(PLACES)[language],
    province: random.pick(PROVINCES)[language],
    n: String(random.int(3, 24)),
    big: random.int(120, 9_800).toLocaleString('en-US'),
    pct: String(random.int(4, 38)),
    amount: String(random.int(2, 95)),
  };
}
type Slots = ReturnType<typeof slotValues>;

function fill(template: string, slots: Slots, language: DemoLanguage) {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key as keyof Slots]);
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
        const slots = slotValues(random, language);
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
      };
    },

    gallery(language: DemoLanguage) {
      return unique(() => {
        const slots = slotValues(random, language);
        return {
          title: fill(random.pick(GALLERY_TITLES[language]), slots, language),
          description: paragraph(fill(GALLERY_DESCRIPTIONS[language], slots, language)),
          place: slots.place,
        };
      });
    },
  };
}
export type NewsWriter = ReturnType<typeof createNewsWriter>;
