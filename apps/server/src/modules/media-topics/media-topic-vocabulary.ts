import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_TOPIC_LABELS_NE } from './media-topic-labels-ne.ts';

/** IPTC's file, unchanged (vocabulary/README.md: source, release, hash, licence). */
export const VOCABULARY_FILE = path.join(import.meta.dirname, 'vocabulary', 'cptall-x-all.json');
const SCHEME = 'http://cv.iptc.org/newscodes/mediatopic/';

/** One Media Topic as the portal reads it: its `medtop:` code, IPTC's English label, ours in Nepali when written. */
export type MediaTopicConcept = {
  code: string;
  label_en: string;
  label_ne?: string;
  /** The next broader topic's code; none for the 17 top-level topics. */
  parent?: string;
  narrower: string[];
  /** IPTC retired it: old items may still carry it, staff no longer pick it. */
  retired: boolean;
};

type IptcConcept = {
  qcode: string;
  prefLabel: Record<string, string>;
  broader?: string[];
  narrower?: string[];
  retired?: string;
};

/** `medtop:20000638`, or IPTC's address of it, as the portal writes it. */
const qcodeOf = (reference: string) => (reference.startsWith(SCHEME) ? `medtop:${reference.slice(SCHEME.length)}` : reference);

/** The words of a label or query, compared without case or extra spaces. */
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/**
 * The Media Topic vocabulary read from IPTC's JSON-LD file: look a code up, its broader chain, itself with all
 * its narrower topics (a filter by a broad topic matches items of narrower ones), and search for picking.
 */
export function readMediaTopicVocabulary(file = VOCABULARY_FILE) {
  const document = JSON.parse(readFileSync(file, 'utf8')) as { dateReleased: string; conceptSet: IptcConcept[] };
  const concepts = new Map<string, MediaTopicConcept>();
  for (const concept of document.conceptSet) {
    const labelNe = MEDIA_TOPIC_LABELS_NE[concept.qcode];
    const parent = concept.broader?.[0];
    concepts.set(concept.qcode, {
      code: concept.qcode,
      label_en: concept.prefLabel['en-GB'] ?? concept.qcode,
      ...(labelNe ? { label_ne: labelNe } : {}),
      ...(parent ? { parent: qcodeOf(parent) } : {}),
      narrower: (concept.narrower ?? []).map(qcodeOf),
      retired: concept.retired !== undefined,
    });
  }
  const pickable = [...concepts.values()]
    .filter((concept) => !concept.retired)
    .map((concept) => ({ concept, words: [concept.code, folded(concept.label_en), folded(concept.label_ne ?? '')] }));

  const get = (code: string) => concepts.get(code);
  /** The codes above a topic, nearest first, up to its top-level topic. */
  const broaderOf = (code: string): string[] => {
    const chain: string[] = [];
    for (let parent = get(code)?.parent; parent && !chain.includes(parent); parent = get(parent)?.parent) chain.push(parent);
    return chain;
  };
  /** The topic and every topic below it, retired ones too (old items still carry them). */
  const withNarrower = (code: string): string[] => {
    if (!concepts.has(code)) return [];
    const found = [code];
    for (let index = 0; index < found.length; index++) {
      for (const child of get(found[index] as string)?.narrower ?? []) if (concepts.has(child) && !found.includes(child)) found.push(child);
    }
    return found;
  };
  /**
   * Topics staff may pick whose code, English or Nepali label holds the query, best first: the code or a label
   * that starts with it, then the rest, each by English label; retired topics never.
   */
  const search = (query: string) => {
    const wanted = folded(query);
    const digits = /^(medtop:)?\d+$/.test(wanted) ? `medtop:${wanted.replace('medtop:', '')}` : undefined;
    const rank = ({ words: [code, en, ne] }: (typeof pickable)[number]) => {
      if (wanted === '') return 0;
      if (digits) return code?.startsWith(digits) ? 0 : -1;
      if (en?.startsWith(wanted) || ne?.startsWith(wanted)) return 0;
      return en?.includes(wanted) || ne?.includes(wanted) ? 1 : -1;
    };
    return pickable
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter(({ rank }) => rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.entry.concept.label_en.localeCompare(b.entry.concept.label_en, 'en'))
      .map(({ entry }) => entry.concept);
  };
  return { released: document.dateReleased, size: concepts.size, get, broaderOf, withNarrower, search };
}
export type MediaTopicVocabulary = ReturnType<typeof readMediaTopicVocabulary>;

let shared: MediaTopicVocabulary | undefined;
/** The vocabulary, read from the file the first time it is asked for (the media-topics module asks at start). */
export function mediaTopicVocabulary(): MediaTopicVocabulary {
  shared ??= readMediaTopicVocabulary();
  return shared;
}
