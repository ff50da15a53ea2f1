import { describe, expect, it } from 'vitest';
import { isLatinWord, MAX_READINGS, romanizedReadings, toDevanagari } from './romanized-nepali.ts';

/** News vocabulary as a hurried typist writes it (a for ा, i for ी, b for व, s for ष, t for ट …) and as the archive spells it. */
const PAIRS: [latin: string, devanagari: string][] = [
  ['sarkar', 'सरकार'],
  ['pokhara', 'पोखरा'],
  ['nirwachan', 'निर्वाचन'],
  ['aayog', 'आयोग'],
  ['kathmandu', 'काठमाडौं'],
  ['prahari', 'प्रहरी'],
  ['shiksha', 'शिक्षा'],
  ['swasthya', 'स्वास्थ्य'],
  ['nepal', 'नेपाल'],
  ['sansad', 'संसद'],
  ['sabha', 'सभा'],
  ['mantri', 'मन्त्री'],
  ['mantralaya', 'मन्त्रालय'],
  ['chunab', 'चुनाव'],
  ['bikas', 'विकास'],
  ['lalitpur', 'ललितपुर'],
  ['bhaktapur', 'भक्तपुर'],
  ['janakpur', 'जनकपुर'],
  ['chitwan', 'चितवन'],
  ['dhangadhi', 'धनगढी'],
  ['koshi', 'कोशी'],
  ['karnali', 'कर्णाली'],
  ['madhesh', 'मधेश'],
  ['maobadi', 'माओवादी'],
  ['adalat', 'अदालत'],
  ['patrakar', 'पत्रकार'],
  ['rajdhani', 'राजधानी'],
  ['bhukampa', 'भूकम्प'],
  ['bajar', 'बजार'],
  ['nagarpalika', 'नगरपालिका'],
  ['mahendra', 'महेन्द्र'],
  ['gyan', 'ज्ञान'],
  ['bidyalaya', 'विद्यालय'],
  ['arthatantra', 'अर्थतन्त्र'],
  ['kanun', 'कानून'],
  ['samiti', 'समिति'],
  ['nirnaya', 'निर्णय'],
  ['sahar', 'शहर'],
  ['baadhi', 'बाढी'],
  ['pahiro', 'पहिरो'],
  ['sagarmatha', 'सगरमाथा'],
  ['mahila', 'महिला'],
  ['yuba', 'युवा'],
  ['khelkud', 'खेलकुद'],
  ['krishi', 'कृषि'],
  ['rastriya', 'राष्ट्रिय'],
  ['rastrapati', 'राष्ट्रपति'],
  ['samachar', 'समाचार'],
  ['nyayalaya', 'न्यायालय'],
  ['sthaniya', 'स्थानीय'],
  ['gaun', 'गाउं'],
  ['pradesh', 'प्रदेश'],
  ['janakpurdham', 'जनकपुरधाम'],
  ['loktantra', 'लोकतन्त्र'],
  ['upatyaka', 'उपत्यका'],
  ['karmachari', 'कर्मचारी'],
  ['sadak', 'सडक'],
  ['aarthik', 'आर्थिक'],
  ['hatya', 'हत्या'],
  ['durghatana', 'दुर्घटना'],
  ['pradhanmantri', 'प्रधानमन्त्री'],
  ['biratnagar', 'विराटनगर'],
  ['sambidhan', 'संविधान'],
];

describe('romanized Nepali', () => {
  it.each(PAIRS)('reads %s as %s among its few readings', (latin, devanagari) => {
    const readings = romanizedReadings(latin);
    expect(readings).toContain(devanagari);
    expect(readings.length).toBeLessThanOrEqual(MAX_READINGS);
  });

  it('puts the literal scheme first, as one types on purpose', () => {
    expect(toDevanagari('sarakaar')).toBe('सरकार');
    expect(toDevanagari('pokhara')).toBe('पोखरा');
    expect(toDevanagari('nirvaachan')).toBe('निर्वाचन');
    expect(toDevanagari('aayoga')).toBe('आयोगा');
    expect(toDevanagari('prahari')).toBe('प्रहरी');
    expect(toDevanagari('shikshaa')).toBe('शिक्षा');
    expect(toDevanagari('kathmandu')).toBe('काठमाडौं');
    // Prefixes and compound ends rank readings for search, never what is typed on purpose.
    expect(toDevanagari('bijulee')).toBe('बिजुली');
    expect(toDevanagari('sambandh')).toBe('सम्बन्ध');
    expect(toDevanagari('pradhaanamantree')).toBe('प्रधानमन्त्री');
  });

  it('reads a prefix or a second part of a compound apart from the rest, and keeps the word read whole too', () => {
    expect(romanizedReadings('sambandha')).toEqual(expect.arrayContaining(['संबन्ध', 'सम्बन्ध']));
    expect(romanizedReadings('samachar')).not.toContain('संआचार');
    expect(romanizedReadings('mantri')[0]).toBe('मन्त्री');
    expect(romanizedReadings('nagarpalika')).toContain('नगरपालिका');
  });

  it('reads the same word the same whatever its letter case', () => {
    expect(romanizedReadings('Pokhara')).toEqual(romanizedReadings('pokhara'));
  });

  it('offers nothing for what is not Latin letters, and leaves it as it is', () => {
    expect(romanizedReadings('सरकार')).toEqual([]);
    expect(romanizedReadings('2082')).toEqual([]);
    expect(romanizedReadings('covid19')).toEqual([]);
    expect(romanizedReadings('')).toEqual([]);
    expect(toDevanagari('सरकार')).toBe('सरकार');
    expect(isLatinWord('election')).toBe(true);
    expect(isLatinWord('निर्वाचन')).toBe(false);
  });

  it('bounds the work on an overlong word', () => {
    expect(romanizedReadings('a'.repeat(31))).toEqual([]);
    expect(romanizedReadings('ab'.repeat(15)).length).toBeLessThanOrEqual(MAX_READINGS);
  });
});
