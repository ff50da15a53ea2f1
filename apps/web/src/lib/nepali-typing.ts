import { toDevanagari } from '@portal/shared';

/** What ends a word as one types: a space or punctuation. */
const WORD_END = /^[\s.,;:!?।|)\]}"'-]$/u;
const LATIN_AT_END = /[a-z]+$/i;
/** A Latin word joined to letters, digits or an address before it ("covid19", "a@b") is not romanized Nepali. */
const JOINED = /[\p{L}\p{M}\p{N}@_./]$/u;

export type NepaliWord = { latin: string; nepali: string };

/** The romanized word that `typed` (one space or punctuation mark) ends at the end of `textBefore`, and its Devanagari. */
export function nepaliWordEndedBy(textBefore: string, typed: string): NepaliWord | null {
  if (!WORD_END.test(typed)) return null;
  const latin = textBefore.match(LATIN_AT_END)?.[0];
  if (!latin || JOINED.test(textBefore.slice(0, -latin.length))) return null;
  const nepali = toDevanagari(latin);
  return nepali === latin ? null : { latin, nepali };
}

export type TypedText = { value: string; caret: number };

/**
 * A field's text after one keystroke with the romanized word it ended written in Devanagari, and where the
 * caret goes; null when nothing changes. Only a keystroke adding one character converts: deleting,
 * pasting or undoing leave the text as it is, so Backspace takes letters back and never converts again.
 */
export function withNepaliWord(previous: string, typed: TypedText): TypedText | null {
  if (typed.value.length !== previous.length + 1 || typed.caret < 1) return null;
  const ending = typed.value.slice(typed.caret - 1, typed.caret);
  const before = typed.value.slice(0, typed.caret - 1);
  const word = nepaliWordEndedBy(before, ending);
  if (!word) return null;
  const value = before.slice(0, -word.latin.length) + word.nepali + typed.value.slice(typed.caret - 1);
  return { value, caret: typed.caret + word.nepali.length - word.latin.length };
}
