import { describe, expect, it } from 'vitest';
import { fitIim, IIM_MAX_BYTES, iptcTags, type PictureMetadata, tagsHash } from './iptc-photo-metadata.ts';

const metadata: PictureMetadata = {
  headline: 'काठमाडौंमा वर्षा',
  caption: 'रत्नपार्कमा यात्रुहरू',
  credit: 'Rastriya Samachar Sewa',
  creator: null,
  source: 'Rastriya Samachar Sewa',
  copyrightNotice: '© 2026 Rastriya Samachar Sewa',
  usageTerms: 'Not before 18:00 — For use by subscribers',
  // 10:15 in Kathmandu.
  dateCreated: new Date('2026-11-30T04:30:00Z'),
  place: { city: 'पोखरा', province: 'गण्डकी', country: 'नेपाल', countryCode: 'NPL' },
  keywords: ['राजनीति', 'Economy'],
  mediaTopics: [],
  identifier: 'https://portal.example/news/12/files/34',
  jobId: 'news-12',
  language: 'ne',
};

describe('iptcTags', () => {
  it('writes each field in XMP and in IIM, IIM declared UTF-8', () => {
    expect(iptcTags(metadata)).toEqual({
      'IPTC:CodedCharacterSet': 'UTF8',
      'XMP-photoshop:Headline': 'काठमाडौंमा वर्षा',
      'IPTC:Headline': 'काठमाडौंमा वर्षा',
      'XMP-dc:Description': 'रत्नपार्कमा यात्रुहरू',
      'IPTC:Caption-Abstract': 'रत्नपार्कमा यात्रुहरू',
      'XMP-photoshop:Credit': 'Rastriya Samachar Sewa',
      'IPTC:Credit': 'Rastriya Samachar Sewa',
      'XMP-photoshop:Source': 'Rastriya Samachar Sewa',
      'IPTC:Source': 'Rastriya Samachar Sewa',
      'XMP-dc:Rights': '© 2026 Rastriya Samachar Sewa',
      'IPTC:CopyrightNotice': '© 2026 Rastriya Samachar Sewa',
      'XMP-xmpRights:UsageTerms': 'Not before 18:00 — For use by subscribers',
      'XMP-photoshop:Instructions': 'Not before 18:00 — For use by subscribers',
      'IPTC:SpecialInstructions': 'Not before 18:00 — For use by subscribers',
      'XMP-photoshop:DateCreated': '2026:11:30 10:15:00+05:45',
      'IPTC:DateCreated': '2026:11:30',
      'IPTC:TimeCreated': '10:15:00+05:45',
      'XMP-photoshop:City': 'पोखरा',
      'IPTC:City': 'पोखरा',
      'XMP-photoshop:State': 'गण्डकी',
      'IPTC:Province-State': 'गण्डकी',
      'XMP-photoshop:Country': 'नेपाल',
      'IPTC:Country-PrimaryLocationName': 'नेपाल',
      'XMP-iptcCore:CountryCode': 'NPL',
      'IPTC:Country-PrimaryLocationCode': 'NPL',
      'XMP-dc:Subject': ['राजनीति', 'Economy'],
      'IPTC:Keywords': ['राजनीति', 'Economy'],
      'XMP-iptcExt:AboutCvTerm': null,
      'XMP-dc:Identifier': 'https://portal.example/news/12/files/34',
      'XMP-photoshop:TransmissionReference': 'news-12',
      'IPTC:OriginalTransmissionReference': 'news-12',
      'XMP-dc:Language': ['ne'],
      'IPTC:LanguageIdentifier': 'ne',
    });
  });

  it('leaves an unknown creator to the file, and writes a known one in both', () => {
    expect(Object.keys(iptcTags(metadata)).filter((tag) => /Creator|By-line/.test(tag))).toEqual([]);
    expect(iptcTags({ ...metadata, creator: 'राम थापा' })).toMatchObject({ 'XMP-dc:Creator': ['राम थापा'], 'IPTC:By-line': 'राम थापा' });
  });

  it('deletes what is not set (a place or usage terms removed by a correction), so no stale value stays', () => {
    const tags = iptcTags({ ...metadata, place: null, keywords: [], usageTerms: '', language: null });
    for (const tag of [
      'XMP-photoshop:City',
      'IPTC:City',
      'XMP-photoshop:State',
      'IPTC:Province-State',
      'XMP-photoshop:Country',
      'IPTC:Country-PrimaryLocationName',
      'XMP-iptcCore:CountryCode',
      'IPTC:Country-PrimaryLocationCode',
      'XMP-dc:Subject',
      'IPTC:Keywords',
      'XMP-xmpRights:UsageTerms',
      'IPTC:SpecialInstructions',
      'XMP-dc:Language',
      'IPTC:LanguageIdentifier',
    ]) {
      expect(tags[tag], tag).toBeNull();
    }
  });

  it('writes Media Topics as About Cv Terms of the IPTC scheme and as keywords', () => {
    const tags = iptcTags({ ...metadata, mediaTopics: [{ code: 'medtop:11000000', name: 'politics' }] });
    expect(tags['XMP-iptcExt:AboutCvTerm']).toEqual([
      {
        CvId: 'http://cv.iptc.org/newscodes/mediatopic/',
        CvTermId: 'http://cv.iptc.org/newscodes/mediatopic/medtop:11000000',
        CvTermName: 'politics',
      },
    ]);
    expect(tags['IPTC:Keywords']).toEqual(['राजनीति', 'Economy', 'politics']);
  });

  it('cuts IIM values to their datasets’ sizes, XMP whole', () => {
    const long = 'समाचार '.repeat(200);
    const tags = iptcTags({ ...metadata, headline: long, credit: 'राष्ट्रिय समाचार समिति र पोखरा दैनिक' });
    expect(Buffer.byteLength(tags['IPTC:Headline'] as string)).toBeLessThanOrEqual(IIM_MAX_BYTES.Headline);
    expect(Buffer.byteLength(tags['IPTC:Credit'] as string)).toBeLessThanOrEqual(IIM_MAX_BYTES.Credit);
    expect(tags['XMP-photoshop:Headline']).toBe(long);
  });
});

describe('fitIim', () => {
  it('keeps what fits and cuts the rest at a letter’s end, vowel signs kept, marked with …', () => {
    expect(fitIim('Kathmandu', 32)).toBe('Kathmandu');
    // 'कि' is a consonant and a vowel sign (6 bytes): never split.
    const cut = fitIim('किकिकिकिकि', 16);
    expect(cut).toBe('किकि…');
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(16);
  });
});

describe('tagsHash', () => {
  it('is the same for the same tags and differs when a value does', () => {
    expect(tagsHash(iptcTags(metadata))).toBe(tagsHash(iptcTags({ ...metadata })));
    expect(tagsHash(iptcTags({ ...metadata, caption: 'सच्याइएको' }))).not.toBe(tagsHash(iptcTags(metadata)));
  });
});
