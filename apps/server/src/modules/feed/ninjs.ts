import { DEFAULT_NINJS_VERSION, type FeedPubstatus, itemWebUrl, type MediaTopic, ninjsSchemaUri } from '@portal/shared';
import type { Entitlements } from '../content/content.policy.ts';
import { copyrightNoticeOf, usageTermsOf } from '../content/rights-notice.ts';
import { ninjsPlacesOf } from '../places/place-names.ts';
import type { FeedItem, FeedItemFile } from './feed-items.repository.ts';

/**
 * The IPTC ninjs version the presenter writes and the feeds store; 2.3 and 3.2 are rewritten from it
 * (ninjs-versions.ts). Every answer is checked against its version's schema in the tests.
 */
export const NINJS_VERSION = DEFAULT_NINJS_VERSION;
const NINJS_SCHEMA = ninjsSchemaUri(NINJS_VERSION);

type Text = { role?: string; contenttype?: string; value: string };
export type NinjsRendition = { name: string; href: string; contenttype: string; width?: number; height?: number; sizeinbytes?: number };

/** A ninjs 2.1 object as the portal sends it (a subset of the standard's properties). */
export type Ninjs = {
  uri: string;
  standard: { name: 'ninjs'; version: string; schema: string };
  type: 'text' | 'picture' | 'video' | 'composite' | 'component';
  representationtype?: 'full' | 'partial';
  version: string;
  firstcreated?: string;
  versioncreated: string;
  pubstatus: FeedPubstatus;
  urgency?: number;
  language?: string;
  headlines?: Text[];
  descriptions?: Text[];
  bodies?: (Text & { charcount?: number; wordcount?: number })[];
  subjects?: { name: string; uri: string; literal: string; rel: string }[];
  places?: { name: string; rel: string; literal: string }[];
  renditions?: NinjsRendition[];
  associations?: (Ninjs & { name: string })[];
  copyrightholder?: string;
  copyrightnotice?: string;
  usageterms?: string;
  ednote?: string;
  by?: string;
};

/** What the feeds knew of the item when it changed: its version and status, and when. */
export type FeedVersion = { version: number; pubstatus: FeedPubstatus; at: Date };

/** Whether video files go with the item (content.policy.ts). */
export type VideoEntitlement = Pick<Entitlements, 'videos'>;

/** The item's `places`, when it has a place. */
function placesOf(item: FeedItem) {
  const places = ninjsPlacesOf(item, item.languageCode);
  return places.length > 0 ? { places } : {};
}

/** IPTC's address of a Media Topic: `medtop:20000002` → `http://cv.iptc.org/newscodes/mediatopic/20000002`. */
export const mediaTopicUri = (code: string) => `http://cv.iptc.org/newscodes/mediatopic/${code.replace(/^medtop:/, '')}`;

/** A Media Topic's label in the item's language: the agency's Nepali one on a Nepali item where written, else IPTC's English. */
export const mediaTopicLabel = (topic: MediaTopic, languageCode: string | undefined) =>
  (languageCode === 'ne' ? topic.label_ne : undefined) ?? topic.label_en;

/**
 * The item's IPTC Media Topics as ninjs subjects: IPTC's URI of the concept, its qcode as `literal`, `rel` "about"
 * (what the item is about, as IPTC's ninjs guidance writes subjects from a controlled vocabulary).
 */
const mediaTopicSubjects = (item: Pick<FeedItem, 'mediaTopics' | 'languageCode'>) =>
  item.mediaTopics.map((topic) => ({
    name: mediaTopicLabel(topic, item.languageCode),
    rel: 'about',
    literal: topic.code,
    uri: mediaTopicUri(topic.code),
  }));

const NINJS_TYPE_OF_FILE = { image: 'picture', video: 'video', pdf: 'component' } as const;

/**
 * The bytes a file's link answers, where a document can know them when it is made: a video's or PDF's, served as stored.
 * A picture's link (original or rendition) serves its copy with the agency's IPTC metadata (media/picture-metadata/),
 * written after the item's documents are made and again whenever what the metadata says changes, with no new version:
 * ninjs, NewsML-G2 and NITF claim no size for it (each makes it optional) rather than the stored file's.
 */
export const servedSizeOf = (file: Pick<FeedItemFile, 'kind' | 'size'>): number | undefined =>
  file.kind === 'image' ? undefined : file.size;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * News items as IPTC ninjs 2.1: what the Feed API, webhooks and the ninjs download send. `href` makes a
 * stored file's link: signed like every media link, or a token the feed documents sign when they send.
 */
/** ninjs `ednote`: the editor's note for the receiving newsroom, then the source of a client's upload. */
function editorsNote(item: Pick<FeedItem, 'editorNote' | 'sourceName'>): { ednote?: string } {
  const note = [item.editorNote, item.sourceName ? `Source: ${item.sourceName}` : ''].filter(Boolean).join('\n');
  return note ? { ednote: note } : {};
}

export function createNinjsPresenter(deps: { href: (path: string) => string; publicUrl: string; agencyName: string }) {
  const standard = { name: 'ninjs' as const, version: NINJS_VERSION, schema: NINJS_SCHEMA };
  const uriOf = (newsId: number) => itemWebUrl(deps.publicUrl, 'news', newsId);
  const { href } = deps;

  function renditionsOf(file: FeedItemFile): NinjsRendition[] {
    const size = servedSizeOf(file);
    const original: NinjsRendition = {
      name: 'original',
      href: href(file.path),
      contenttype: file.mime,
      ...(size === undefined ? {} : { sizeinbytes: size }),
      ...(file.width ? { width: file.width } : {}),
      ...(file.height ? { height: file.height } : {}),
    };
    const scaled = (file.renditions ?? []).map((rendition) => ({
      name: `w${rendition.width}`,
      href: href(rendition.path),
      contenttype: 'image/webp',
      width: rendition.width,
    }));
    return [original, ...scaled];
  }

  function association(item: FeedItem, file: FeedItemFile, version: string, at: string): Ninjs & { name: string } {
    return {
      name: file.role === 'main' ? 'featureimage' : `${file.kind}-${file.id}`,
      uri: `${uriOf(item.id)}/files/${file.id}`,
      standard,
      type: NINJS_TYPE_OF_FILE[file.kind],
      version,
      versioncreated: at,
      pubstatus: 'usable',
      ...(file.caption ? { descriptions: [{ role: 'caption', contenttype: 'text/plain', value: file.caption }] } : {}),
      renditions: renditionsOf(file),
    };
  }

  return {
    uriOf,

    /** A readable item as a full ninjs object. */
    item(item: FeedItem, version: FeedVersion, entitlements: VideoEntitlement): Ninjs {
      const versionText = String(version.version);
      const at = version.at.toISOString();
      const body = plainText(item.content);
      const files = item.files.filter((file) => file.kind !== 'video' || entitlements.videos);
      return {
        uri: uriOf(item.id),
        standard,
        type: files.length > 0 ? 'composite' : 'text',
        representationtype: 'full',
        version: versionText,
        firstcreated: item.publishAt.toISOString(),
        versioncreated: at,
        pubstatus: 'usable',
        urgency: item.breaking ? 1 : item.pin ? 3 : 5,
        language: item.languageCode,
        headlines: [{ role: 'main', contenttype: 'text/plain', value: item.title }],
        ...(item.metaDescription ? { descriptions: [{ role: 'summary', contenttype: 'text/plain', value: item.metaDescription }] } : {}),
        bodies: [
          {
            role: 'main',
            contenttype: 'text/html',
            value: item.content,
            charcount: body.length,
            wordcount: body === '' ? 0 : body.split(' ').length,
          },
        ],
        subjects: [
          ...item.categories.map((category) => ({
            name: category.name,
            rel: 'category',
            literal: category.slug,
            uri: `${deps.publicUrl}/news?categories=${category.id}`,
          })),
          ...mediaTopicSubjects(item),
        ],
        ...placesOf(item),
        ...(files.length > 0 ? { associations: files.map((file) => association(item, file, versionText, at)) } : {}),
        copyrightholder: deps.agencyName,
        copyrightnotice: copyrightNoticeOf(item, deps.agencyName),
        usageterms: usageTermsOf(item, deps.agencyName),
        ...editorsNote(item),
      };
    },

    /** An item clients may no longer use (unpublished, deleted, embargoed again): take it down. */
    canceled(newsId: number, version: FeedVersion, languageCode: string | undefined): Ninjs {
      return {
        uri: uriOf(newsId),
        standard,
        type: 'text',
        version: String(version.version),
        versioncreated: version.at.toISOString(),
        pubstatus: 'canceled',
        ...(languageCode ? { language: languageCode } : {}),
      };
    },
  };
}
export type NinjsPresenter = ReturnType<typeof createNinjsPresenter>;
