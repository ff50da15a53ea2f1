import { describe, expect, it } from 'vitest';
import { nepaliWordEndedBy, withNepaliWord } from './nepali-typing.ts';

/** Types `keys` one at a time at the end of the text, as the field would after each keystroke. */
function typeAll(keys: string): string {
  let value = '';
  for (const key of keys) {
    const typed = { value: value + key, caret: value.length + 1 };
    value = withNepaliWord(value, typed)?.value ?? typed.value;
  }
  return value;
}

describe('Nepali typing', () => {
  it('writes each romanized word in Devanagari as a space or punctuation ends it', () => {
    expect(typeAll('sarakaar ')).toBe('सरकार ');
    expect(typeAll('nirvaachan aayog, pokharaa.')).toBe('निर्वाचन आयोग, पोखरा.');
    expect(typeAll('kathmandu')).toBe('kathmandu');
  });

  it('keeps the caret after the word it converted, in the middle of the text too', () => {
    const typed = { value: 'नेपाल sabhaa  बजेट', caret: 'नेपाल sabhaa '.length };
    expect(withNepaliWord('नेपाल sabhaa बजेट', typed)).toEqual({ value: 'नेपाल सभा  बजेट', caret: 'नेपाल सभा '.length });
  });

  it('converts nothing on Backspace, a paste, or a Latin word joined to digits or an address', () => {
    expect(withNepaliWord('sarakaar x', { value: 'sarakaar ', caret: 9 })).toBeNull();
    expect(withNepaliWord('', { value: 'sarakaar ', caret: 9 })).toBeNull();
    expect(typeAll('covid19 ')).toBe('covid19 ');
    expect(typeAll('desk@agency.com ')).toBe('desk@agency.com ');
  });

  it('finds the word a space ends for the rich text editor', () => {
    expect(nepaliWordEndedBy('आज pokharaa', ' ')).toEqual({ latin: 'pokharaa', nepali: 'पोखरा' });
    expect(nepaliWordEndedBy('pokharaa', 'x')).toBeNull();
    expect(nepaliWordEndedBy('सरकार', ' ')).toBeNull();
  });
});
