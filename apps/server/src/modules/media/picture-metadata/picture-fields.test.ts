import { describe, expect, it } from 'vitest';
import { type PictureSubject, pictureFields } from './picture-fields.ts';

const AGENCY = 'Rastriya Samachar Sewa';
const deps = { publicUrl: 'https://portal.example', agencyName: AGENCY };

const subject: PictureSubject = {
  mediaId: 34,
  path: 'news/a.jpg',
  renditions: [],
  caption: ' Rain at Ratnapark ',
  createdAt: new Date('2026-11-30T04:30:00Z'),
  kind: 'news',
  itemId: 12,
  title: 'First monsoon rain in Kathmandu',
  summary: 'Rain since the morning.',
  languageCode: 'en',
  categories: [
    { name: 'Politics', nameNe: 'राजनीति' },
    { name: 'Economy', nameNe: 'अर्थ' },
  ],
  mediaTopics: [
    { code: 'medtop:11000000', label_en: 'politics', label_ne: 'राजनीति', broader: [], retired: false },
    { code: 'medtop:20000594', label_en: 'civil and public service', broader: ['medtop:20000593', 'medtop:11000000'], retired: false },
  ],
  usageTerms: 'Not before 18:00',
  sourceName: null,
  publishAt: new Date('2026-11-30T06:00:00Z'),
  provinceId: 4,
  districtId: 38,
  localLevelId: 414,
};

describe('pictureFields', () => {
  it('takes the headline, caption, place and categories from the item, the rights from the agency as ninjs words them', () => {
    expect(pictureFields(subject, deps)).toEqual({
      headline: 'First monsoon rain in Kathmandu',
      caption: 'Rain at Ratnapark',
      credit: AGENCY,
      creator: null,
      source: AGENCY,
      copyrightNotice: `© 2026 ${AGENCY}`,
      usageTerms: `Not before 18:00 — For use by subscribers of ${AGENCY} under their subscription agreement; credit ${AGENCY}.`,
      dateCreated: new Date('2026-11-30T04:30:00Z'),
      place: { city: 'Pokhara', province: 'Gandaki', country: 'Nepal', countryCode: 'NPL' },
      keywords: ['Politics', 'Economy'],
      mediaTopics: [
        { code: '11000000', name: 'politics' },
        { code: '20000594', name: 'civil and public service' },
      ],
      identifier: 'https://portal.example/news/12/files/34',
      jobId: 'news-12',
      language: 'en',
    });
  });

  it('names the place and the categories in Nepali for a Nepali item', () => {
    const fields = pictureFields({ ...subject, languageCode: 'ne' }, deps);
    expect(fields.place).toEqual({ city: 'पोखरा', province: 'गण्डकी', country: 'नेपाल', countryCode: 'NPL' });
    expect(fields.keywords).toEqual(['राजनीति', 'अर्थ']);
    // The Media Topics in Nepali where the agency wrote a label, else IPTC's English one.
    expect(fields.mediaTopics).toEqual([
      { code: '11000000', name: 'राजनीति' },
      { code: '20000594', name: 'civil and public service' },
    ]);
  });

  it('credits the organisation whose upload the agency published, as creator and before the agency', () => {
    const fields = pictureFields({ ...subject, sourceName: 'Pokhara Daily' }, deps);
    expect(fields).toMatchObject({ credit: `Pokhara Daily / ${AGENCY}`, creator: 'Pokhara Daily' });
  });

  it('falls back on the summary, then the headline, for a picture without a caption; a district is the city without a local level', () => {
    expect(pictureFields({ ...subject, caption: '' }, deps).caption).toBe('Rain since the morning.');
    expect(pictureFields({ ...subject, caption: '', summary: '' }, deps).caption).toBe('First monsoon rain in Kathmandu');
    expect(pictureFields({ ...subject, localLevelId: null }, deps).place?.city).toBe('Kaski');
    expect(pictureFields({ ...subject, provinceId: null, districtId: null, localLevelId: null }, deps).place).toBeNull();
  });

  it('names a gallery photo and a video poster by their item’s address', () => {
    expect(pictureFields({ ...subject, kind: 'gallery', itemId: 5, categories: [] }, deps)).toMatchObject({
      identifier: 'https://portal.example/feature-photos/5/files/34',
      jobId: 'gallery-5',
      keywords: [],
    });
    expect(pictureFields({ ...subject, kind: 'video', itemId: 6 }, deps).identifier).toBe('https://portal.example/videos/6/files/34');
  });
});
