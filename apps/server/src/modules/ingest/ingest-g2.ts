import { MAX_CAPTION_LENGTH } from '@portal/shared';
import { XMLParser } from 'fast-xml-parser';
import { ValidationError } from '../../lib/errors.ts';
import type { IncomingItem, IncomingPicture } from './ingest-parse.ts';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  textNodeName: '#text',
  // Lists G2 may repeat, read as arrays however many there are.
  isArray: (name) =>
    [
      'newsItem',
      'packageItem',
      'group',
      'itemRef',
      'subject',
      'located',
      'headline',
      'description',
      'creditline',
      'name',
      'inlineXML',
      'remoteContent',
    ].includes(name),
  // The XHTML body is taken from the document's text itself (below), never rebuilt from the parsed tree.
  stopNodes: ['*.inlineXML'],
  processEntities: true,
  htmlEntities: false,
});

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(isNode);
const textOf = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (isNode(value)) return textOf(value['#text']);
  return '';
};

/** The first element in `nodes` whose `@role` is the one asked for, else the first without a role, else the first. */
function byRole(nodes: unknown, role: string): string {
  const all = list(nodes);
  const chosen = all.find((node) => String(node['@role'] ?? '').endsWith(role)) ?? all.find((node) => !node['@role']) ?? all[0];
  return chosen ? textOf(chosen) : typeof nodes === 'string' ? nodes : Array.isArray(nodes) && typeof nodes[0] === 'string' ? nodes[0] : '';
}

/** The key a G2 concept is mapped under: its QCode (`medtop:15000000`), else its URI, else its name. */
function conceptKey(concept: Node): string | undefined {
  const key = concept['@qcode'] ?? concept['@uri'] ?? textOf(list(concept.name)[0]);
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** The inner markup of the (X)HTML body of the item's inline content, as sent. */
function bodyOf(xml: string): string {
  const inline = /<(?:\w+:)?inlineXML\b[^>]*>([\s\S]*?)<\/(?:\w+:)?inlineXML>/.exec(xml)?.[1] ?? '';
  return (/<(?:\w+:)?body\b[^>]*>([\s\S]*)<\/(?:\w+:)?body>/.exec(inline)?.[1] ?? inline).trim();
}

/** The words of a text as one line: G2 documents are often indented inside their elements. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const itemClassOf = (item: Node) => String(((item.itemMeta as Node | undefined)?.itemClass as Node | undefined)?.['@qcode'] ?? '');
const isPictureItem = (item: Node) => /:(picture|graphic)$/.test(itemClassOf(item));

/** G2's renditions (IPTC's rendition NewsCodes and common names) largest first, for renditions that give no size. */
const RENDITION_ORDER = ['original', 'highRes', 'print', 'baseImage', 'web', 'viewImage', 'preview', 'thumb', 'thumbnail'];
const renditionRank = (content: Node) => {
  const name = String(content['@rendition'] ?? '').replace(/^.*:/, '');
  const at = RENDITION_ORDER.indexOf(name);
  return at === -1 ? RENDITION_ORDER.length : at;
};
const numberOf = (value: unknown) => Number(value ?? 0) || 0;

/**
 * The largest picture rendition of a `contentSet` the portal can fetch (an http or https `href`, an `image/` type):
 * by its pixels, else its bytes, else its rendition's name, as the largest ninjs rendition is taken.
 */
function largestPicture(contentSet: unknown): Node | undefined {
  const pictures = list(isNode(contentSet) ? contentSet.remoteContent : undefined).filter(
    (content) => /^image\//.test(String(content['@contenttype'] ?? '')) && /^https?:\/\//.test(String(content['@href'] ?? '')),
  );
  const pixels = (content: Node) => numberOf(content['@width']) * numberOf(content['@height']);
  return pictures.sort(
    (a, b) => pixels(b) - pixels(a) || numberOf(b['@size']) - numberOf(a['@size']) || renditionRank(a) - renditionRank(b),
  )[0];
}

/** A credit line is a name or two: a longer one is cut so that the caption keeps its room. */
const CREDIT_MAX = 100;

/** A caption with the credit G2 gives (`creditline`) after it, unless the caption names it already, within a caption's length. */
function captionWithCredit(caption: string, credit: string): string {
  const by = credit.slice(0, CREDIT_MAX);
  if (!by || caption.includes(by)) return caption.slice(0, MAX_CAPTION_LENGTH);
  const suffix = caption ? ` (${by})` : by;
  return `${caption.slice(0, MAX_CAPTION_LENGTH - suffix.length)}${suffix}`;
}

/**
 * A picture of an item: its largest rendition, with the caption (`description` as caption, else the package's
 * description of it, else its headline or the package's title) and the credit line.
 */
function pictureOf(item: Node, reference: Node = {}): IncomingPicture | undefined {
  const rendition = largestPicture(item.contentSet);
  if (!rendition) return undefined;
  const contentMeta = (item.contentMeta ?? {}) as Node;
  const caption = oneLine(
    byRole(contentMeta.description, 'caption') ||
      byRole(reference.description, 'caption') ||
      byRole(contentMeta.headline, 'main') ||
      textOf(reference.title),
  );
  const credit = oneLine(textOf((contentMeta.creditline as unknown[] | undefined)?.[0]));
  return { href: String(rendition['@href']), caption: captionWithCredit(caption, credit) };
}

/**
 * The pictures of a G2 text item: a picture among its own renditions (`remoteContent` of an image type), then the
 * picture items a package of the message ties to it (`itemRef`s beside the item's own, in the package's order).
 */
function picturesOf(item: Node, messageItems: Node[], packages: Node[]): IncomingPicture[] {
  const references = packages
    .map((pack) => list((pack.groupSet as Node | undefined)?.group).flatMap((group) => list(group.itemRef)))
    .find((refs) => refs.some((ref) => ref['@residref'] === item['@guid']));
  const packaged = (references ?? []).flatMap((reference) => {
    const picture = messageItems.find((candidate) => candidate['@guid'] === reference['@residref'] && isPictureItem(candidate));
    return picture ? [pictureOf(picture, reference)] : [];
  });
  const pictures = [pictureOf(item), ...packaged].filter((picture): picture is IncomingPicture => picture !== undefined);
  return pictures.filter((picture, index) => pictures.findIndex((other) => other.href === picture.href) === index);
}

function pubstatusOf(qcode: unknown): IncomingItem['pubstatus'] {
  const code = String(qcode ?? '')
    .split(':')
    .pop();
  return code === 'canceled' ? 'canceled' : code === 'withheld' ? 'withheld' : 'usable';
}

/**
 * Reads one NewsML-G2 text item: a `newsItem`, or the first text `newsItem` of a `newsMessage`. Its guid and version,
 * `pubStatus`, `embargoed`, the content meta's headline, description, language, urgency, subjects and `located`
 * places (mapped by QCode), the XHTML body of its inline content, and its pictures: an image among its own
 * renditions, then the picture items a package of the message ties to it, each by the address of its largest rendition.
 */
export function parseNewsMlG2(xml: string): IncomingItem {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw ValidationError.field('body', 'The body is not well-formed XML.');
  }
  const itemSet = isNode(document.newsMessage) ? ((document.newsMessage.itemSet ?? {}) as Node) : document;
  const items = list(itemSet.newsItem);
  const item = items.find((candidate) => itemClassOf(candidate).endsWith(':text')) ?? items[0];
  if (!item) throw ValidationError.field('body', 'Send a NewsML-G2 newsItem (or a newsMessage holding one).');
  const guid = item['@guid'];
  if (typeof guid !== 'string' || guid === '') throw ValidationError.field('guid', 'The newsItem needs a guid.');
  const version = Number(item['@version'] ?? 1);
  if (!Number.isSafeInteger(version) || version < 1) throw ValidationError.field('version', 'The version must be a whole number from 1.');
  const itemMeta = (item.itemMeta ?? {}) as Node;
  const contentMeta = (item.contentMeta ?? {}) as Node;
  const pubstatus = pubstatusOf((itemMeta.pubStatus as Node | undefined)?.['@qcode']);
  const headline = byRole(contentMeta.headline, 'main');
  if (!headline && pubstatus !== 'canceled') throw ValidationError.field('headline', 'The item needs a headline.');
  const language = (contentMeta.language as Node | undefined)?.['@tag'] ?? item['@lang'];
  const urgency = Number(textOf(contentMeta.urgency));
  const keys = (nodes: unknown) => [
    ...new Set(
      list(nodes)
        .map(conceptKey)
        .filter((key): key is string => key !== undefined),
    ),
  ];
  const embargoed = textOf(itemMeta.embargoed);
  return {
    guid,
    version,
    pubstatus,
    headline,
    bodyHtml: bodyOf(xml),
    description: byRole(contentMeta.description, 'summary'),
    language: typeof language === 'string' ? language : undefined,
    subjects: keys(contentMeta.subject),
    places: keys(contentMeta.located),
    urgent: urgency >= 1 && urgency <= 2,
    ...(embargoed ? { embargoed } : {}),
    pictures: picturesOf(item, items, list(itemSet.packageItem)),
  };
}
