import { createHash } from 'node:crypto';
import { NEPAL_OFFSET_MS } from './nepal-dates.ts';

/**
 * What the agency writes into a picture it hands out: the IPTC Photo Metadata Standard's fields, each
 * as the picture's item and the agency say them (modules/media/picture-metadata/picture-fields.ts).
 * `null` or `[]` is "none": the field is deleted from the file, so a value cleared by a correction goes.
 */
export type PictureMetadata = {
  /** IPTC Headline: the item's headline. */
  headline: string;
  /** IPTC Description (the caption): the picture's own caption, else the item's summary. */
  caption: string;
  /** IPTC Credit Line. */
  credit: string;
  /** IPTC Creator: the photographer or the byline, when known; null leaves what the file says as sent. */
  creator: string | null;
  /** IPTC Source (supply chain): the agency. */
  source: string;
  /** IPTC Copyright Notice. */
  copyrightNotice: string;
  /** IPTC Rights Usage Terms (XMP); IIM has no such field and carries them as Instructions. */
  usageTerms: string;
  /** IPTC Date Created, written in Nepal time. */
  dateCreated: Date;
  /** The place the item is about, named in its language; null for none. */
  place: { city: string | null; province: string | null; country: string; countryCode: string } | null;
  /** IPTC Keywords: the item's categories (in its language), then the names of its Media Topics. */
  keywords: string[];
  /**
   * IPTC Media Topics the item is about (http://cv.iptc.org/newscodes/mediatopic/), written as XMP
   * About Cv Terms and as keywords: the Media Topics of the item's categories, `code` the 8 digits (no `medtop:`).
   */
  mediaTopics: { code: string; name: string }[];
  /** dc:identifier: the picture's URI (the item's address + /files/<id>, as ninjs names it). */
  identifier: string;
  /** IPTC Job Id (IIM Original Transmission Reference): `news-123`, `gallery-4`, `video-5`. */
  jobId: string;
  /** The language of the texts (ISO 639-1), when the item has one. */
  language: string | null;
};

/** Raised whenever what is written for the same fields changes, so every picture is written again. */
export const MAPPING_REVISION = 2;

const MEDIA_TOPIC_SCHEME = 'http://cv.iptc.org/newscodes/mediatopic/';

/** The most bytes (UTF-8) each IIM dataset may hold (IPTC-IIM 4.2); XMP has no such limits. */
export const IIM_MAX_BYTES = {
  Headline: 256,
  'Caption-Abstract': 2000,
  Credit: 32,
  'By-line': 32,
  Source: 32,
  CopyrightNotice: 128,
  SpecialInstructions: 256,
  City: 32,
  'Province-State': 32,
  'Country-PrimaryLocationName': 64,
  'Country-PrimaryLocationCode': 3,
  Keywords: 64,
  OriginalTransmissionReference: 32,
  LanguageIdentifier: 3,
} as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `maxBytes` bytes of UTF-8 at a character's end (a Devanagari letter keeps its
 * vowel signs), with "…" when it was cut. IIM datasets are short (a credit line: 32 bytes, ten
 * Devanagari letters); exiftool would write a longer value as it is, which readers may refuse.
 */
export function fitIim(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const ellipsis = '…';
  let kept = '';
  let bytes = Buffer.byteLength(ellipsis);
  for (const { segment } of graphemes.segment(text)) {
    const size = Buffer.byteLength(segment);
    if (bytes + size > maxBytes) break;
    kept += segment;
    bytes += size;
  }
  return `${kept.trimEnd()}${ellipsis}`;
}

/** `2026:11:30 16:00:00+05:45`: the instant in Nepal time, as exiftool takes XMP dates. */
function nepalDateTime(instant: Date) {
  const local = new Date(instant.getTime() + NEPAL_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10).replaceAll('-', ':'), time: `${local.slice(11, 19)}+05:45` };
}

const orNull = (text: string | null | undefined) => (text ? text : null);
const listOrNull = (list: string[]) => (list.length > 0 ? list : null);

/** Every exiftool tag the agency writes, by name, with its value or null (delete it). */
export type IptcTags = Record<string, string | string[] | { CvId: string; CvTermId: string; CvTermName: string }[] | null>;

/**
 * The exiftool tags of `metadata`: each field in XMP (IPTC Core and Extension, Dublin Core, Photoshop,
 * XMP Rights) and in IIM (IPTC-IIM, UTF-8 declared by CodedCharacterSet), IIM values cut to their
 * datasets' sizes. exiftool writes what a format holds: JPEG and PNG both, WebP and GIF the XMP. The
 * creator is left out when unknown, so a photographer's own byline in the file as sent stays.
 */
export function iptcTags(metadata: PictureMetadata): IptcTags {
  const iim = (tag: keyof typeof IIM_MAX_BYTES, value: string | null) => ({
    [`IPTC:${tag}`]: value ? fitIim(value, IIM_MAX_BYTES[tag]) : null,
  });
  const created = nepalDateTime(metadata.dateCreated);
  const keywords = [...new Set([...metadata.keywords, ...metadata.mediaTopics.map((topic) => topic.name)])].filter(Boolean);
  const { place } = metadata;
  const creator = metadata.creator ? { 'XMP-dc:Creator': [metadata.creator], ...iim('By-line', metadata.creator) } : ({} as IptcTags);
  return {
    // IIM: UTF-8, so Nepali reads back as written.
    'IPTC:CodedCharacterSet': 'UTF8',
    'XMP-photoshop:Headline': orNull(metadata.headline),
    ...iim('Headline', metadata.headline),
    'XMP-dc:Description': orNull(metadata.caption),
    ...iim('Caption-Abstract', metadata.caption),
    'XMP-photoshop:Credit': orNull(metadata.credit),
    ...iim('Credit', metadata.credit),
    ...creator,
    'XMP-photoshop:Source': orNull(metadata.source),
    ...iim('Source', metadata.source),
    'XMP-dc:Rights': orNull(metadata.copyrightNotice),
    ...iim('CopyrightNotice', metadata.copyrightNotice),
    'XMP-xmpRights:UsageTerms': orNull(metadata.usageTerms),
    'XMP-photoshop:Instructions': orNull(metadata.usageTerms),
    ...iim('SpecialInstructions', metadata.usageTerms),
    'XMP-photoshop:DateCreated': `${created.date} ${created.time}`,
    'IPTC:DateCreated': created.date,
    'IPTC:TimeCreated': created.time,
    'XMP-photoshop:City': orNull(place?.city),
    ...iim('City', place?.city ?? null),
    'XMP-photoshop:State': orNull(place?.province),
    ...iim('Province-State', place?.province ?? null),
    'XMP-photoshop:Country': orNull(place?.country),
    ...iim('Country-PrimaryLocationName', place?.country ?? null),
    'XMP-iptcCore:CountryCode': orNull(place?.countryCode),
    ...iim('Country-PrimaryLocationCode', place?.countryCode ?? null),
    'XMP-dc:Subject': listOrNull(keywords),
    'IPTC:Keywords': listOrNull(keywords.map((keyword) => fitIim(keyword, IIM_MAX_BYTES.Keywords))),
    'XMP-iptcExt:AboutCvTerm':
      metadata.mediaTopics.length > 0
        ? metadata.mediaTopics.map((topic) => ({
            CvId: MEDIA_TOPIC_SCHEME,
            CvTermId: `${MEDIA_TOPIC_SCHEME}${topic.code}`,
            CvTermName: topic.name,
          }))
        : null,
    'XMP-dc:Identifier': metadata.identifier,
    'XMP-photoshop:TransmissionReference': metadata.jobId,
    ...iim('OriginalTransmissionReference', metadata.jobId),
    'XMP-dc:Language': metadata.language ? [metadata.language] : null,
    ...iim('LanguageIdentifier', metadata.language),
  };
}

/** What identifies the bytes written for `tags`: a copy made for the same hash needs no new one. */
export function tagsHash(tags: IptcTags): string {
  return createHash('sha256')
    .update(JSON.stringify([MAPPING_REVISION, tags]))
    .digest('base64url')
    .slice(0, 22);
}
