import { describe, expect, it } from 'vitest';
import { createRandom } from './demo-random.ts';
import { createNewsWriter, type DemoLanguage, FIGURE_RANGES, LOCATIONS, type Location } from './demo-texts.ts';

const CATEGORY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const LANGUAGES: DemoLanguage[] = ['en', 'ne'];
const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const toNumber = (text: string) => Number(text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit))).replace(/,/g, ''));

type Written = { language: DemoLanguage; text: string; location: Location };

function writeMany(): Written[] {
  const writer = createNewsWriter(createRandom(2026));
  const written: Written[] = [];
  for (let round = 0; round < 30; round++) {
    for (const language of LANGUAGES) {
      for (const categoryId of CATEGORY_IDS) {
        const story = writer.news(language, categoryId);
        written.push({ language, text: `${story.title}\n${story.metaDescription}\n${story.content}`, location: story.location });
      }
      const gallery = writer.gallery(language);
      written.push({ language, text: `${gallery.title}\n${gallery.description}`, location: gallery.location });
    }
  }
  return written;
}

/** Whether the text names the place: English as a whole word in any case (a dateline is in capitals). */
const mentions = (item: Written, name: string) =>
  item.language === 'en' ? new RegExp(`\\b${name}\\b`, 'i').test(item.text) : item.text.includes(name);

/** Every name of `level` in LOCATIONS that the text mentions. */
const namesIn = (item: Written, level: keyof Location) =>
  new Set(LOCATIONS.map((row) => row[level][item.language]).filter((name) => mentions(item, name)));

/** The numbers the pattern captures, across all the stories of one language. */
const figuresOf = (written: Written[], language: DemoLanguage, pattern: RegExp) =>
  written
    .filter((item) => item.language === language)
    .flatMap((item) => [...item.text.matchAll(pattern)].map((match) => toNumber(match[1] as string)));

describe('demo news texts', () => {
  const written = writeMany();

  it('names one city, its district and its province in a story, never a place of another row', () => {
    for (const item of written) {
      expect(LOCATIONS).toContain(item.location);
      expect(namesIn(item, 'city'), item.text).toContain(item.location.city[item.language]);
      const own = [item.location.city, item.location.district, item.location.province].map((name) => name[item.language]);
      for (const level of ['city', 'district', 'province'] as const) {
        for (const name of namesIn(item, level)) expect(own, `${name} in: ${item.text}`).toContain(name);
      }
    }
  });

  it('keeps cricket totals to what a T20 side makes', () => {
    const totals = [...figuresOf(written, 'en', /made ([\d,]+) runs/g), ...figuresOf(written, 'ne', /([०-९,]+) रन बनाएको/g)];
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) expect(total).toBeGreaterThanOrEqual(90);
    for (const total of totals) expect(total).toBeLessThanOrEqual(230);
  });

  it('keeps sums in crore within a few crore to under a hundred', () => {
    const [, most] = FIGURE_RANGES.amount;
    const crore = [...figuresOf(written, 'en', /Rs ([\d,]+) crore/g), ...figuresOf(written, 'ne', /रु ([०-९,]+) करोड/g)];
    expect(crore.length).toBeGreaterThan(0);
    for (const amount of crore) expect(amount).toBeGreaterThanOrEqual(2);
    for (const amount of crore) expect(amount).toBeLessThanOrEqual(most);
  });

  it('sets the stories tied to a place there: the Bagmati clean-up in the valley, cricket at a ground', () => {
    const bagmati = written.filter((item) => item.language === 'en' && item.text.includes('cleaned the Bagmati'));
    expect(bagmati.length).toBeGreaterThan(0);
    for (const item of bagmati) expect(['Kathmandu', 'Lalitpur']).toContain(item.location.city.en);
    const cricket = written.filter((item) => item.language === 'en' && item.text.includes('Nepal beat UAE'));
    expect(cricket.length).toBeGreaterThan(0);
    for (const item of cricket) expect(['Kathmandu', 'Pokhara']).toContain(item.location.city.en);
  });
});
