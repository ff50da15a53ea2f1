import { itemWebUrl } from '@portal/shared';
import { copyrightNoticeOf, creditLineOf, usageTermsOf } from '../content/rights-notice.ts';
import type { FeedItem, FeedItemFile } from '../feed/feed-items.repository.ts';
import { type FeedVersion, mediaTopicLabel, servedSizeOf, type VideoEntitlement } from '../feed/ninjs.ts';
import { type PlaceLevelName, placeLanguageOf, placeLevelsOf, placeLineOf, placeTerm } from '../places/place-names.ts';
import { xhtmlDocument } from './xhtml.ts';
import { el, type XmlElement, xmlDocument } from './xml-builder.ts';

/** The NewsML-G2 version written; every document is checked against IPTC's schema of it in the tests. */
export const G2_VERSION = '2.35';
export const G2_NAMESPACE = 'http://iptc.org/std/nar/2006-10-01/';
/** The media type of a News Message, the document every G2 output of the portal is. */
export const G2_NEWS_MESSAGE_TYPE = 'application/vnd.iptc.g2.newsmessage+xml';
const NEWS_ITEM_TYPE = 'application/vnd.iptc.g2.newsitem+xml';
/** IPTC's catalog of NewsCodes, which resolves every QCode written (ninat:, stat:, rnd:, cptype:, drol:, …). */
const IPTC_CATALOG = 'http://www.iptc.org/std/catalog/catalog.IPTC-G2-Standards_40.xml';

const ITEM_CLASS_OF_FILE = { image: 'ninat:picture', video: 'ninat:video', pdf: 'ninat:text' } as const;
const PLACE_TYPE: Record<PlaceLevelName['level'], string> = {
  local_level: 'cptype:city',
  district: 'cpnat:geoArea',
  province: 'cptype:statprov',
};
const NEPAL = { en: 'Nepal', ne: 'नेपाल' } as const;

export type G2Deps = { publicUrl: string; agencyName: string; sign: (path: string) => string };

/** ISO 8601 with seconds, as G2's dates take them. */
const at = (instant: Date) => instant.toISOString();
const urgencyOf = (item: Pick<FeedItem, 'breaking' | 'pin'>) => (item.breaking ? 1 : item.pin ? 3 : 5);
const wordsOf = (text: string) => (text === '' ? 0 : text.split(' ').length);
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * News items as IPTC NewsML-G2 2.35, every document a News Message (`newsMessage`). A G2 News Item conveys one piece of
 * content, so a story with files is, as IPTC's Packages guide has it, a Package Item (`ninat:composite`, guid
 * `<web address>/package`) whose main group refers to the text's News Item (guid: the item's web address, as ninjs'
 * `uri`) and to one News Item per picture, video or PDF (`<web address>/files/<id>`), each with its renditions as
 * remote content linked as every media link is (`sign`); a story without files is its text's News Item alone. Each item
 * carries the item's version (a correction is a higher `version`, with `sig:update`) and status, as ninjs does.
 */
export function createNewsMlG2Writer(deps: G2Deps) {
  const uriOf = (newsId: number) => itemWebUrl(deps.publicUrl, 'news', newsId);
  const fileGuid = (newsId: number, file: FeedItemFile) => `${uriOf(newsId)}/files/${file.id}`;
  const packageGuid = (newsId: number) => `${uriOf(newsId)}/package`;
  const provider = () => el('provider', { uri: deps.publicUrl }, el('name', {}, deps.agencyName));

  const itemAttributes = (guid: string, version: FeedVersion, language: string | undefined) => ({
    guid,
    version: version.version,
    standard: 'NewsML-G2',
    standardversion: G2_VERSION,
    conformance: 'power',
    'xml:lang': language,
  });

  /** The rights as every machine output words them (content/rights-notice.ts). */
  const rightsInfo = (item: FeedItem): XmlElement =>
    el(
      'rightsInfo',
      {},
      el('copyrightHolder', { uri: deps.publicUrl }, el('name', {}, deps.agencyName)),
      el('copyrightNotice', {}, copyrightNoticeOf(item, deps.agencyName)),
      el('usageTerms', {}, usageTermsOf(item, deps.agencyName)),
    );

  /** `itemMeta`: what the item is, who sends it, when, its status; an embargo while the story is not out yet. */
  function itemMeta(itemClass: string, version: FeedVersion, item?: FeedItem): XmlElement {
    const note = item ? [item.editorNote, item.sourceName ? `Source: ${item.sourceName}` : ''].filter(Boolean).join('\n') : '';
    return el(
      'itemMeta',
      {},
      el('itemClass', { qcode: itemClass }),
      provider(),
      el('versionCreated', {}, at(version.at)),
      item ? el('firstCreated', {}, at(item.publishAt)) : undefined,
      item && item.publishAt > version.at ? el('embargoed', {}, at(item.publishAt)) : undefined,
      el('pubStatus', { qcode: `stat:${version.pubstatus}` }),
      note ? el('edNote', {}, note) : undefined,
      version.version > 1 && version.pubstatus === 'usable' ? el('signal', { qcode: 'sig:update' }) : undefined,
    );
  }

  /** `located`: the item's most precise place, the wider ones and Nepal as `broader`, named in the item's language. */
  function located(item: FeedItem): XmlElement | undefined {
    const [place, ...wider] = placeLevelsOf(item, item.languageCode);
    if (!place) return undefined;
    const level = (one: PlaceLevelName) => ({ type: PLACE_TYPE[one.level], literal: placeTerm(one) });
    return el(
      'located',
      level(place),
      el('name', {}, place.name),
      wider.map((one) => el('broader', level(one), el('name', {}, one.name))),
      el('broader', { type: 'cptype:country', qcode: 'iso3166-1a2:NP' }, el('name', {}, NEPAL[placeLanguageOf(item.languageCode)])),
    );
  }

  /**
   * The item's IPTC Media Topics as `subject`s by QCode (`medtop:`, resolved by IPTC's catalog), with IPTC's broader
   * topics so a receiver can match a broad one; the name in the item's language where the agency wrote one, else English.
   */
  const mediaTopicSubjects = (item: FeedItem) =>
    item.mediaTopics.map((topic) => {
      const name = mediaTopicLabel(topic, item.languageCode);
      return el(
        'subject',
        { type: 'cpnat:abstract', qcode: topic.code },
        el('name', name === topic.label_en && item.languageCode !== 'en' ? { 'xml:lang': 'en' } : {}, name),
        topic.broader.map((code) => el('broader', { qcode: code })),
      );
    });

  function textItem(item: FeedItem, version: FeedVersion): XmlElement {
    const body = plainText(item.content);
    const place = placeLineOf(item, item.languageCode);
    return el(
      'newsItem',
      itemAttributes(uriOf(item.id), version, item.languageCode),
      el('catalogRef', { href: IPTC_CATALOG }),
      rightsInfo(item),
      itemMeta('ninat:text', version, item),
      el(
        'contentMeta',
        {},
        el('urgency', {}, String(urgencyOf(item))),
        el('contentCreated', {}, at(item.publishAt)),
        item.revisedAt ? el('contentModified', {}, at(item.revisedAt)) : undefined,
        located(item),
        el('language', { tag: item.languageCode }),
        item.categories.map((category) =>
          el('subject', { type: 'cpnat:abstract', uri: `${deps.publicUrl}/news?categories=${category.id}` }, el('name', {}, category.name)),
        ),
        mediaTopicSubjects(item),
        el('headline', {}, item.title),
        place ? el('dateline', {}, place) : undefined,
        el('creditline', {}, creditLineOf(item, deps.agencyName)),
        item.metaDescription ? el('description', { role: 'drol:summary' }, item.metaDescription) : undefined,
      ),
      el(
        'contentSet',
        {},
        el(
          'inlineXML',
          { contenttype: 'application/xhtml+xml', wordcount: wordsOf(body), charcount: body.length },
          xhtmlDocument(item.title, item.languageCode, item.content),
        ),
      ),
    );
  }

  /** A picture's renditions: the original in high resolution, then the scaled copies, narrowest as thumbnail, widest for the web. */
  function remoteContents(file: FeedItemFile): XmlElement[] {
    const original = el('remoteContent', {
      rendition: 'rnd:highRes',
      href: deps.sign(file.path),
      contenttype: file.mime,
      size: servedSizeOf(file),
      width: file.width ?? undefined,
      height: file.height ?? undefined,
    });
    const scaled = [...(file.renditions ?? [])].sort((a, b) => a.width - b.width);
    const renditionOf = (index: number) => (index === scaled.length - 1 ? 'rnd:web' : index === 0 ? 'rnd:thumb' : 'rnd:preview');
    return [
      original,
      ...scaled.map((rendition, index) =>
        el('remoteContent', {
          rendition: renditionOf(index),
          href: deps.sign(rendition.path),
          contenttype: 'image/webp',
          width: rendition.width,
        }),
      ),
    ];
  }

  function fileItem(item: FeedItem, file: FeedItemFile, version: FeedVersion): XmlElement {
    return el(
      'newsItem',
      itemAttributes(fileGuid(item.id, file), version, item.languageCode),
      el('catalogRef', { href: IPTC_CATALOG }),
      rightsInfo(item),
      itemMeta(ITEM_CLASS_OF_FILE[file.kind], version, item),
      el(
        'contentMeta',
        {},
        el('urgency', {}, String(urgencyOf(item))),
        el('contentCreated', {}, at(item.publishAt)),
        located(item),
        el('language', { tag: item.languageCode }),
        el('headline', {}, item.title),
        el('creditline', {}, creditLineOf(item, deps.agencyName)),
        file.caption ? el('description', { role: 'drol:caption' }, file.caption) : undefined,
      ),
      el('contentSet', {}, remoteContents(file)),
    );
  }

  /** The Package Item of a story with files: its main group refers to the text first, then to each file's item. */
  function packageOf(item: FeedItem, files: FeedItemFile[], version: FeedVersion): XmlElement {
    const reference = (guid: string, itemClass: string, title: string, caption?: string) =>
      el(
        'itemRef',
        { residref: guid, version: version.version, contenttype: NEWS_ITEM_TYPE },
        el('itemClass', { qcode: itemClass }),
        provider(),
        el('pubStatus', { qcode: `stat:${version.pubstatus}` }),
        el('title', {}, title),
        caption ? el('description', { role: 'drol:caption' }, caption) : undefined,
      );
    return el(
      'packageItem',
      itemAttributes(packageGuid(item.id), version, item.languageCode),
      el('catalogRef', { href: IPTC_CATALOG }),
      rightsInfo(item),
      itemMeta('ninat:composite', version, item),
      el(
        'contentMeta',
        {},
        el('urgency', {}, String(urgencyOf(item))),
        el('language', { tag: item.languageCode }),
        el('headline', {}, item.title),
      ),
      el(
        'groupSet',
        { root: 'main' },
        el(
          'group',
          { id: 'main', role: 'group:main' },
          reference(uriOf(item.id), 'ninat:text', item.title),
          files.map((file) => reference(fileGuid(item.id, file), ITEM_CLASS_OF_FILE[file.kind], item.title, file.caption || undefined)),
        ),
      ),
    );
  }

  /** The items a readable story is sent as: its Package Item when it has files (videos only where the plan has them), its text, its files. */
  function items(item: FeedItem, version: FeedVersion, entitlements: VideoEntitlement): XmlElement[] {
    const files = item.files.filter((file) => file.kind !== 'video' || entitlements.videos);
    if (files.length === 0) return [textItem(item, version)];
    return [packageOf(item, files, version), textItem(item, version), ...files.map((file) => fileItem(item, file, version))];
  }

  /**
   * The items of a story clients may no longer use (unpublished, deleted, embargoed again): its package and its text
   * as `stat:canceled`, with nothing else said of them, as ninjs' `canceled`. A receiver that never had the package
   * (a story without files) has nothing to take down under its guid.
   */
  function canceled(newsId: number, version: FeedVersion, languageCode: string | undefined): XmlElement[] {
    const cancel = (name: string, guid: string, itemClass: string) =>
      el(name, itemAttributes(guid, version, languageCode), el('catalogRef', { href: IPTC_CATALOG }), itemMeta(itemClass, version));
    return [cancel('packageItem', packageGuid(newsId), 'ninat:composite'), cancel('newsItem', uriOf(newsId), 'ninat:text')];
  }

  /**
   * A News Message of `items`, sent at `sent`. `atomic` (one story's items) tells the receiver to take them
   * together (`nmsig:atomic`); a page of the feed holds many stories, each whole in it. `properties` go in its
   * header as G2's extension properties (the Feed API's next cursor), each named by a URI.
   */
  function message(
    members: XmlElement[],
    sent: Date,
    options: { atomic?: boolean; properties?: { reluri: string; value: string }[] } = {},
  ): string {
    return xmlDocument(
      el(
        'newsMessage',
        { xmlns: G2_NAMESPACE },
        el(
          'header',
          {},
          el('sent', {}, at(sent)),
          el('sender', {}, new URL(deps.publicUrl).host),
          options.atomic ? el('signal', { qcode: 'nmsig:atomic' }) : undefined,
          (options.properties ?? []).map((property) => el('headerExtProperty', property)),
        ),
        el('itemSet', {}, members),
      ),
    );
  }

  return {
    uriOf,
    items,
    canceled,
    message,

    /**
     * One story as a whole News Message: what the `newsml-g2` download answers (the Feed API and webhooks write theirs
     * with `items`, `canceled` and `message`, feed/feed-g2.ts). `version` as the feeds knew it (a correction's is
     * higher); videos only with `entitlements.videos`.
     */
    story(item: FeedItem, version: FeedVersion, entitlements: VideoEntitlement, sent: Date): string {
      return message(items(item, version, entitlements), sent, { atomic: true });
    },
  };
}
export type NewsMlG2Writer = ReturnType<typeof createNewsMlG2Writer>;
