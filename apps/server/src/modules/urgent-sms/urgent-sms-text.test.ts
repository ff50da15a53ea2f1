import { describe, expect, it } from 'vitest';
import { urgentSmsText } from './urgent-sms-text.ts';

const AGENCY = 'Rastriya Samachar Sewa';

describe('the text of an urgent SMS', () => {
  it('keeps a short English headline whole, with the label and the agency', () => {
    expect(urgentSmsText({ title: 'Earthquake  in Jajarkot', languageCode: 'en' }, AGENCY)).toBe(
      'URGENT: Earthquake in Jajarkot - Rastriya Samachar Sewa',
    );
  });

  it('cuts a long English headline at a word to one 160-character segment', () => {
    const title = 'Government announces '.repeat(12);
    const text = urgentSmsText({ title, languageCode: 'en' }, AGENCY);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^URGENT: Government announces .*(Government|announces)\.\.\. - Rastriya Samachar Sewa$/);
  });

  it('writes a Nepali item in Nepali within the 70 units of a Unicode segment, never splitting a letter', () => {
    const title = 'काठमाडौँमा भूकम्पपछि सरकारले आपतकालीन बैठक बोलायो, सबै मन्त्रालयलाई तयारी अवस्थामा रहन निर्देशन';
    const text = urgentSmsText({ title, languageCode: 'ne' }, AGENCY);
    expect(text.length).toBeLessThanOrEqual(70);
    expect(text.startsWith('जरुरी: काठमाडौँमा')).toBe(true);
    expect(text.endsWith('… — Rastriya Samachar Sewa')).toBe(true);
    expect(text).not.toMatch(/\s…/);
  });

  it('counts an English headline with a non-GSM character against the Unicode segment', () => {
    const text = urgentSmsText({ title: `“Quoted” ${'word '.repeat(30)}`, languageCode: 'en' }, AGENCY);
    expect(text.length).toBeLessThanOrEqual(70);
  });
});
