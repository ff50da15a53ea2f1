/**
 * Romanized Nepali ("sarkar", "nirwachan aayog") read as Devanagari. Latin spelling of Nepali is
 * ambiguous (a/aa, i/ee, u/oo, b/v/w, s/sh/ष, t/ट, d/ड, n/ण, a nasal as न् or anusvara, two consonants as a
 * conjunct or with the unwritten vowel between them, a final a as ा or nothing), so a word has a few
 * readings, each with a cost: every less likely choice adds to it. The cheapest reading is the literal
 * scheme a typist follows on purpose (a is the inherent vowel, aa is ा, ee is ी, oo is ू, consonants
 * together make a conjunct, a final a is ा); the others are what a hurried typist may have meant.
 */

type Option = readonly [devanagari: string, cost: number];

/** Consonants, longest spelling first as the reader tries them; the first option is the literal one. */
const CONSONANTS: Record<string, readonly Option[]> = {
  shtr: [['ष्ट्र', 0]],
  str: [
    ['स्त्र', 0],
    ['ष्ट्र', 0.3],
  ],
  sth: [
    ['स्थ', 0],
    ['ष्ठ', 0.4],
  ],
  ksh: [['क्ष', 0]],
  chh: [['छ', 0]],
  gy: [
    ['ग्य', 0],
    ['ज्ञ', 0.3],
  ],
  kh: [['ख', 0]],
  gh: [['घ', 0]],
  ch: [
    ['च', 0],
    ['छ', 1],
  ],
  jh: [['झ', 0]],
  th: [
    ['थ', 0],
    ['ठ', 0.7],
  ],
  dh: [
    ['ध', 0],
    ['ढ', 0.8],
  ],
  ph: [['फ', 0]],
  bh: [['भ', 0]],
  sh: [
    ['श', 0],
    ['ष', 0.5],
    ['स', 1],
  ],
  k: [['क', 0]],
  g: [['ग', 0]],
  c: [
    ['क', 0],
    ['च', 0.5],
  ],
  j: [['ज', 0]],
  t: [
    ['त', 0],
    ['ट', 0.7],
  ],
  d: [
    ['द', 0],
    ['ड', 0.7],
  ],
  n: [
    ['न', 0],
    ['ण', 1.2],
  ],
  p: [['प', 0]],
  f: [['फ', 0]],
  b: [
    ['ब', 0],
    ['व', 0.3],
  ],
  m: [['म', 0]],
  y: [['य', 0]],
  r: [['र', 0]],
  l: [['ल', 0]],
  w: [['व', 0]],
  v: [
    ['व', 0],
    ['भ', 1],
  ],
  s: [
    ['स', 0],
    ['श', 0.7],
    ['ष', 1.2],
  ],
  h: [['ह', 0]],
  z: [['ज', 0]],
  q: [['क', 0]],
  x: [['क्स', 0]],
};

type Vowel = { alone: readonly Option[]; sign: readonly Option[]; finalSign?: readonly Option[] };

/** Vowels: `alone` at the start of a word or after a vowel, `sign` after a consonant (`finalSign` at the end of the word). */
const VOWELS: Record<string, Vowel> = {
  aa: { alone: [['आ', 0]], sign: [['ा', 0]] },
  ai: {
    alone: [['ऐ', 0]],
    sign: [
      ['ै', 0],
      ['ाइ', 0.5],
    ],
  },
  au: {
    alone: [['औ', 0]],
    sign: [
      ['ौ', 0],
      ['ाउ', 0.5],
    ],
  },
  ou: { alone: [['औ', 0]], sign: [['ौ', 0]] },
  ee: { alone: [['ई', 0]], sign: [['ी', 0]] },
  ii: { alone: [['ई', 0]], sign: [['ी', 0]] },
  oo: {
    alone: [['ऊ', 0]],
    sign: [
      ['ू', 0],
      ['ु', 1],
    ],
  },
  a: {
    alone: [
      ['अ', 0],
      ['आ', 1],
    ],
    sign: [
      ['', 0],
      ['ा', 0.6],
    ],
    finalSign: [
      ['ा', 0],
      ['', 0.9],
    ],
  },
  i: {
    alone: [
      ['इ', 0],
      ['ई', 1],
    ],
    sign: [
      ['ि', 0],
      ['ी', 0.7],
    ],
    finalSign: [
      ['ी', 0],
      ['ि', 0.3],
    ],
  },
  u: {
    alone: [
      ['उ', 0],
      ['ऊ', 1],
    ],
    sign: [
      ['ु', 0],
      ['ू', 0.9],
    ],
  },
  e: { alone: [['ए', 0]], sign: [['े', 0]] },
  o: { alone: [['ओ', 0]], sign: [['ो', 0]] },
};

const VIRAMA = '्';
const ANUSVARA = 'ं';
/** Two consonants typed together may have the unwritten vowel between them (सरकार for "sarkar") rather than make a conjunct. */
const SPLIT_CLUSTER_COST = 0.3;
/** A nasal before a consonant written as anusvara (संसद for "sansad"), or a final n after a vowel (गाउं for "gaun"). */
const ANUSVARA_COST = 0.5;
const FINAL_ANUSVARA_COST = 0.8;
/** र with ि after a consonant read as the vowel ृ (कृषि for "krishi"). */
const VOCALIC_R_COST = 0.8;

/** Names whose usual Latin spelling follows no scheme (exonyms). */
const IRREGULAR: Record<string, string[]> = {
  kathmandu: ['काठमाडौं'],
  birgunj: ['वीरगंज'],
  nepali: ['नेपाली'],
};

/** At most this many readings of a word: enough for its usual ambiguities, few enough to look each up in the archive. */
export const MAX_READINGS = 24;
/** Readings costing this much more than the cheapest are too unlikely to offer. */
const MAX_EXTRA_COST = 3.5;
const BEAM = 400;
/** Longer "words" are not Nepali typed in Latin letters (and would take long to read). */
const MAX_WORD_LENGTH = 30;

type Token = { kind: 'consonant'; options: readonly Option[]; latin: string } | { kind: 'vowel'; vowel: Vowel };

const CONSONANT_SPELLINGS = Object.keys(CONSONANTS).sort((a, b) => b.length - a.length);
const VOWEL_SPELLINGS = Object.keys(VOWELS).sort((a, b) => b.length - a.length);

function tokensOf(word: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < word.length) {
    const vowel = VOWEL_SPELLINGS.find((spelling) => word.startsWith(spelling, at));
    if (vowel) {
      tokens.push({ kind: 'vowel', vowel: VOWELS[vowel] as Vowel });
      at += vowel.length;
      continue;
    }
    const consonant = CONSONANT_SPELLINGS.find((spelling) => word.startsWith(spelling, at)) as string;
    tokens.push({ kind: 'consonant', options: CONSONANTS[consonant] as Option[], latin: consonant });
    at += consonant.length;
  }
  return tokens;
}

type Reading = { text: string; cost: number };

const NASALS = new Set(['n', 'm']);

/** How a consonant is written given what follows it: the options with their endings (conjunct, unwritten vowel, anusvara). */
function consonantChoices(tokens: Token[], index: number): Option[] {
  const token = tokens[index] as Extract<Token, { kind: 'consonant' }>;
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  if (next === undefined) {
    const finalNasal: Option[] = token.latin === 'n' && previous?.kind === 'vowel' ? [[ANUSVARA, FINAL_ANUSVARA_COST]] : [];
    return [...token.options, ...finalNasal];
  }
  if (next.kind === 'vowel') return [...token.options];
  const conjunct = token.options.map(([letter, cost]): Option => [letter + VIRAMA, cost]);
  if (previous?.kind !== 'vowel') return conjunct;
  const split = token.options.map(([letter, cost]): Option => [letter, cost + SPLIT_CLUSTER_COST]);
  const nasal: Option[] = NASALS.has(token.latin) ? [[ANUSVARA, ANUSVARA_COST]] : [];
  return [...conjunct, ...split, ...nasal];
}

/**
 * A final a after a conjunct or a y is mostly the unwritten vowel (लोकतन्त्र, निर्णय, मन्त्रालय), elsewhere
 * mostly ा (पोखरा, सभा).
 */
const UNWRITTEN_FINAL_A: readonly Option[] = [
  ['', 0],
  ['ा', 0.3],
];

const closesCluster = (tokens: Token[], index: number) => {
  const consonant = tokens[index - 1];
  return (
    consonant?.kind === 'consonant' && (tokens[index - 2]?.kind === 'consonant' || consonant.latin === 'y' || consonant.latin.length > 2)
  );
};

/** `wordEnds` false for the first part of a compound (affixes below): its last vowel is read as inside a word. */
function vowelChoices(tokens: Token[], index: number, wordEnds: boolean): readonly Option[] {
  const { vowel } = tokens[index] as Extract<Token, { kind: 'vowel' }>;
  if (tokens[index - 1]?.kind !== 'consonant') return vowel.alone;
  if (index < tokens.length - 1 || !wordEnds) return vowel.sign;
  if (vowel === VOWELS.a && closesCluster(tokens, index)) return UNWRITTEN_FINAL_A;
  return vowel.finalSign ?? vowel.sign;
}

/** Every र with ि after a consonant may be the vowel ृ instead. */
function withVocalicR(readings: Reading[]): Reading[] {
  return readings.flatMap((reading) =>
    reading.text.includes('्रि') ? [reading, { text: reading.text.replaceAll('्रि', 'ृ'), cost: reading.cost + VOCALIC_R_COST }] : [reading],
  );
}

/** True for a word of Latin letters only: the words that may be romanized Nepali. */
export const isLatinWord = (word: string) => /^[a-z]+$/i.test(word);

/** The readings of Latin letters by the scheme alone, cheapest first. */
function schemeReadings(latin: string, wordEnds: boolean): Reading[] {
  const tokens = tokensOf(latin);
  let readings: Reading[] = [{ text: '', cost: 0 }];
  tokens.forEach((token, index) => {
    const choices = token.kind === 'vowel' ? vowelChoices(tokens, index, wordEnds) : consonantChoices(tokens, index);
    readings = readings
      .flatMap((reading) => choices.map(([letters, cost]) => ({ text: reading.text + letters, cost: reading.cost + cost })))
      .sort((a, b) => a.cost - b.cost)
      .slice(0, BEAM);
  });
  return withVocalicR(readings).sort((a, b) => a.cost - b.cost);
}

/**
 * Parts of words spelled one way whatever their neighbour: where one meets the rest of the word, the
 * scheme alone reads the letters on either side as a conjunct or a vowel it cannot tell (प्रधन्मन्त्री for
 * "pradhanmantri", बिरत्नगर for "biratnagar", सम्बिधन for "sambidhan"). A word holding them is read as
 * those parts around the rest read alone, ahead of its readings as one run of letters (AFFIX_COST is a
 * bonus): the archive then decides between both.
 */
const PREFIXES: Record<string, string> = {
  /** The Sanskrit prefix sam- before a consonant is written with anusvara: संविधान, संवाद, संरक्षण. */
  sam: 'सं',
  /** The Sanskrit prefix vi-, typed "bi": विराट, विकास, विभाग, विद्यालय. */
  bi: 'वि',
};
/** Second parts of compounds: प्रधानमन्त्री, विराटनगर. */
const SUFFIXES: Record<string, string> = { mantri: 'मन्त्री', nagar: 'नगर' };
const AFFIX_COST = -0.5;
/** The rest of a word must be this long for an affix to be split off ("mantri" alone is one word). */
const MIN_REST_LENGTH = 3;
const STARTS_WITH_CONSONANT = /^[^aeiou]/;

const withPart = (readings: Reading[], part: (text: string) => string) =>
  readings.map((reading) => ({ text: part(reading.text), cost: reading.cost + AFFIX_COST }));

/**
 * The readings of Latin letters: by the scheme, and as known parts around the rest, one prefix and one
 * compound end at most (at most four runs of the scheme, whatever the word).
 */
function readingsOf(latin: string, prefix = true): Reading[] {
  const prefixed = Object.entries(PREFIXES).flatMap(([spelling, part]) => {
    const rest = latin.slice(spelling.length);
    const splits = prefix && latin.startsWith(spelling) && rest.length >= MIN_REST_LENGTH && STARTS_WITH_CONSONANT.test(rest);
    return splits ? withPart(readingsOf(rest, false), (text) => part + text) : [];
  });
  const suffixed = Object.entries(SUFFIXES).flatMap(([spelling, part]) => {
    const rest = latin.slice(0, -spelling.length);
    return latin.endsWith(spelling) && rest.length >= MIN_REST_LENGTH ? withPart(schemeReadings(rest, false), (text) => text + part) : [];
  });
  return [...schemeReadings(latin, true), ...prefixed, ...suffixed];
}

/**
 * The likely Devanagari spellings of a romanized Nepali word, most likely first (at most MAX_READINGS);
 * none for anything but Latin letters.
 */
export function romanizedReadings(word: string): string[] {
  const latin = word.toLowerCase();
  if (!isLatinWord(latin) || latin.length > MAX_WORD_LENGTH) return [];
  const irregular = IRREGULAR[latin] ?? [];
  const ranked = readingsOf(latin).sort((a, b) => a.cost - b.cost);
  const cheapest = ranked[0]?.cost ?? 0;
  const likely = ranked.filter((reading) => reading.cost <= cheapest + MAX_EXTRA_COST).map((reading) => reading.text);
  return [...new Set([...irregular, ...likely])].slice(0, MAX_READINGS);
}

/**
 * A romanized Nepali word as the literal scheme writes it (its cheapest reading, affixes aside: whoever
 * types "bijulee" on purpose means बिजुली, not विजुली); anything else unchanged.
 */
export function toDevanagari(word: string): string {
  const latin = word.toLowerCase();
  if (!isLatinWord(latin) || latin.length > MAX_WORD_LENGTH) return word;
  return IRREGULAR[latin]?.[0] ?? schemeReadings(latin, true)[0]?.text ?? word;
}
