import { type ItemKind, itemWebUrl, type MediaTopic, type PlaceIds } from '@portal/shared';
import type { StoredRendition } from '../../../db/schema.ts';
import type { PictureMetadata } from '../../../lib/iptc-photo-metadata.ts';
import { copyrightNoticeOf, creditLineOf, usageTermsOf } from '../../content/rights-notice.ts';
import { placeLanguageOf, presentPlace } from '../../places/place-names.ts';

/** A picture with what its item says of it: what picture-metadata.repository.ts reads, one row per picture. */
export type PictureSubject = PlaceIds & {
  mediaId: number;
  path: string;
  renditions: StoredRendition[] | null;
  caption: string;
  /** When the agency received the picture: its IPTC Date Created (the picture's own capture time is not known). */
  createdAt: Date;
  kind: ItemKind;
  itemId: number;
  title: string;
  /** The news item's or video's summary, the gallery's description. */
  summary: string;
  languageCode: string | null;
  categories: { name: string; nameNe: string }[];
  /** The IPTC Media Topics of its categories (none for a gallery). */
  mediaTopics: MediaTopic[];
  /** The effective usage terms (the item's own, else its category's: content/usage-terms.ts). */
  usageTerms: string;
  /** The organisation whose upload the agency published (news only). */
  sourceName: string | null;
  publishAt: Date;
};

const COUNTRY = { en: 'Nepal', ne: 'नेपाल' } as const;

/** The place in the item's language: the most precise level below the province as the city. */
function placeOf(subject: PictureSubject): PictureMetadata['place'] {
  const place = presentPlace(subject);
  if (!place) return null;
  const language = placeLanguageOf(subject.languageCode ?? 'en');
  const city = place.local_level ?? place.district;
  return { city: city?.[language] ?? null, province: place.province?.[language] ?? null, country: COUNTRY[language], countryCode: 'NPL' };
}

/**
 * The IPTC fields of a picture: the item's headline, the picture's caption (else the item's summary),
 * the agency's credit, copyright notice and usage terms (content/rights-notice.ts, as ninjs words them),
 * the place and categories in the item's language, and the picture's URI as ninjs names it.
 */
export function pictureFields(subject: PictureSubject, deps: { publicUrl: string; agencyName: string }): PictureMetadata {
  const nepali = subject.languageCode === 'ne';
  const itemUrl = itemWebUrl(deps.publicUrl, subject.kind, subject.itemId);
  return {
    headline: subject.title.trim(),
    caption: (subject.caption.trim() || subject.summary.trim() || subject.title).trim(),
    credit: creditLineOf(subject, deps.agencyName),
    creator: subject.sourceName,
    source: deps.agencyName,
    copyrightNotice: copyrightNoticeOf(subject, deps.agencyName),
    usageTerms: usageTermsOf(subject, deps.agencyName),
    dateCreated: subject.createdAt,
    place: placeOf(subject),
    keywords: subject.categories.map((category) => (nepali && category.nameNe ? category.nameNe : category.name)),
    // Named in the item's language where the agency wrote a Nepali label, else IPTC's English one (as ninjs names them).
    mediaTopics: subject.mediaTopics.map((topic) => ({
      code: topic.code.replace(/^medtop:/, ''),
      name: (nepali ? topic.label_ne : undefined) ?? topic.label_en,
    })),
    identifier: `${itemUrl}/files/${subject.mediaId}`,
    jobId: `${subject.kind}-${subject.itemId}`,
    language: subject.languageCode,
  };
}
