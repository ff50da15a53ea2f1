import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_MEDIA_TOPICS } from './media-topic-defaults.ts';
import { MEDIA_TOPIC_LABELS_NE } from './media-topic-labels-ne.ts';
import { mediaTopicVocabulary, VOCABULARY_FILE } from './media-topic-vocabulary.ts';

const vocabulary = mediaTopicVocabulary();
const TOP_LEVEL = Array.from({ length: 17 }, (_, index) => `medtop:${String(index + 1).padStart(2, '0')}000000`);

describe("IPTC's Media Topic file", () => {
  it('is kept exactly as IPTC published it (vocabulary/README.md names this hash)', () => {
    const file = readFileSync(VOCABULARY_FILE);
    expect(createHash('sha256').update(file).digest('hex')).toBe('f5f0f2685b7435e459c72f4a92a1036f6e35489feaebe24e1d023d09cbe8cb87');
    const readme = readFileSync(new URL('./vocabulary/README.md', import.meta.url), 'utf8');
    expect(readme).toContain('f5f0f2685b7435e459c72f4a92a1036f6e35489feaebe24e1d023d09cbe8cb87');
    expect(readme).toContain('creativecommons.org/licenses/by/4.0');
  });

  it('holds the release of 2019-04-06, its 1286 concepts and 17 top-level topics', () => {
    expect(vocabulary.released).toBe('2019-04-06T20:00:00+00:00');
    expect(vocabulary.size).toBe(1286);
    for (const code of TOP_LEVEL) expect(vocabulary.broaderOf(code), code).toEqual([]);
    expect(vocabulary.get('medtop:11000000')).toMatchObject({ label_en: 'politics', label_ne: 'राजनीति', retired: false });
  });
});

describe('broader and narrower', () => {
  it('climbs from a topic to its top-level topic, nearest first', () => {
    expect(vocabulary.get('medtop:20000888')?.label_en).toBe('cricket');
    expect(vocabulary.broaderOf('medtop:20000888')).toEqual(['medtop:20000822', 'medtop:15000000']);
    expect(vocabulary.broaderOf('medtop:20000639')).toEqual(['medtop:20000638', 'medtop:11000000']);
    expect(vocabulary.broaderOf('medtop:99999999')).toEqual([]);
  });

  it('expands a topic to itself and every topic below it, at every depth, and nothing else', () => {
    const sport = vocabulary.withNarrower('medtop:15000000');
    expect(sport[0]).toBe('medtop:15000000');
    expect(sport).toContain('medtop:20000822');
    expect(sport).toContain('medtop:20000888');
    expect(sport).not.toContain('medtop:11000000');
    expect(new Set(sport).size).toBe(sport.length);
    for (const code of sport.slice(1)) expect(vocabulary.broaderOf(code), code).toContain('medtop:15000000');
    expect(vocabulary.withNarrower('medtop:20000888')).toEqual(['medtop:20000888']);
    expect(vocabulary.withNarrower('medtop:99999999')).toEqual([]);
  });

  it('spreads the whole vocabulary over the 17 top-level topics', () => {
    const covered = TOP_LEVEL.flatMap((code) => vocabulary.withNarrower(code));
    expect(new Set(covered).size).toBe(covered.length);
    expect(covered.length).toBeGreaterThan(1100);
  });
});

describe('retired topics', () => {
  it('are known (old items may carry them) but never offered', () => {
    expect(vocabulary.get('medtop:20000064')).toMatchObject({ label_en: 'war crime action', retired: true });
    expect(vocabulary.search('war crime').map((topic) => topic.code)).not.toContain('medtop:20000064');
    expect(vocabulary.search('').length).toBe(1286 - 153);
    expect(vocabulary.search('').every((topic) => !topic.retired)).toBe(true);
  });
});

describe('search', () => {
  it('finds by English label (case aside), by Nepali label and by code, labels that start with the words first', () => {
    expect(vocabulary.search('Cricket').map((topic) => topic.code)).toEqual(['medtop:20000888']);
    expect(vocabulary.search('खेल').map((topic) => topic.code)).toEqual(['medtop:15000000']);
    expect(vocabulary.search('medtop:1500').map((topic) => topic.code)).toEqual(['medtop:15000000']);
    expect(vocabulary.search('20000888').map((topic) => topic.code)).toEqual(['medtop:20000888']);
    const elections = vocabulary.search('election').map((topic) => topic.label_en);
    expect(elections[0]).toBe('election');
    expect(elections).toContain('local elections');
  });
});

describe('Nepali labels (ours)', () => {
  it('name the 17 top-level topics and every code a seeded category maps to, all current IPTC topics', () => {
    const defaults = Object.values(DEFAULT_CATEGORY_MEDIA_TOPICS).flat();
    for (const code of [...TOP_LEVEL, ...defaults]) expect(MEDIA_TOPIC_LABELS_NE[code], code).toMatch(/\p{Script=Devanagari}/u);
    for (const code of [...Object.keys(MEDIA_TOPIC_LABELS_NE), ...defaults]) {
      expect(vocabulary.get(code)?.retired, `${code} is a current IPTC topic`).toBe(false);
    }
  });
});
