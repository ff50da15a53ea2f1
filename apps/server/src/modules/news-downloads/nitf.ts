import { itemWebUrl } from '@portal/shared';
import type { FeedItem, FeedItemFile } from '../feed/feed-items.repository.ts';
import { mediaTopicLabel, servedSizeOf } from '../feed/ninjs.ts';
import { placeLanguageOf, presentPlace } from '../places/place-names.ts';
import { type HtmlElement, type HtmlNode, parseRichText } from './html-tree.ts';
import { el, type XmlElement, type XmlNode, xmlDocument } from './xml-builder.ts';

/** IPTC's Media Topic scheme, the `idsrc` of the topics' classifiers. */
const MEDIA_TOPIC_SCHEME = 'http://cv.iptc.org/newscodes/mediatopic/';
const NITF_VERSION = '-//IPTC//DTD NITF 3.6//EN';
/** The namespace of IPTC's NITF 3.6 XML Schema, which every document is checked against in the tests (no DTD: the schema is the contract). */
const NITF_NAMESPACE = 'http://iptc.org/std/NITF/2006-10-18/';

/** ISO 8601 basic format, as NITF's `norm` attributes take it: 20261127T091500Z. */
export const isoBasic = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

const EMPHASIS: Record<string, string> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underline' };
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CONTAINERS = new Set(['div', 'section', 'article', 'figure', 'header', 'footer', 'aside', 'nav', 'main', 'caption', 'figcaption']);
const BLOCK_TAGS = new Set([...HEADINGS, ...CONTAINERS, 'p', 'ul', 'ol', 'blockquote', 'table', 'pre', 'hr', 'iframe']);
const MEDIA_TYPE = { image: 'image', video: 'video', pdf: 'application' } as const;

const isBlock = (node: HtmlNode) => 'tag' in node && BLOCK_TAGS.has(node.tag);
const textContent = (node: HtmlNode): string => ('text' in node ? node.text : node.children.map(textContent).join(''));

/** NITF enriched text (the inside of a paragraph): emphasis, links and line breaks kept; other markup unwrapped. */
function inline(nodes: HtmlNode[]): XmlNode[] {
  return nodes.flatMap((node): XmlNode[] => {
    if ('text' in node) return [node.text.replace(/\s+/g, ' ')];
    if (node.tag === 'br') return [el('br')];
    if (node.tag === 'img' || node.tag === 'iframe') return [];
    if (node.tag === 'a' && node.attributes.href) return [el('a', { href: node.attributes.href }, inline(node.children))];
    const emphasis = EMPHASIS[node.tag];
    if (emphasis) return [el('em', { class: emphasis }, inline(node.children))];
    return isBlock(node) ? [' ', ...inline(node.children), ' '] : inline(node.children);
  });
}

/** Inline content without the spaces at its ends; nothing when it holds only white space. */
function trimmed(content: XmlNode[]): XmlNode[] {
  const nodes = [...content];
  while (typeof nodes[0] === 'string' && nodes[0].trim() === '') nodes.shift();
  while (typeof nodes.at(-1) === 'string' && (nodes.at(-1) as string).trim() === '') nodes.pop();
  if (typeof nodes[0] === 'string') nodes[0] = nodes[0].trimStart();
  const last = nodes.length - 1;
  if (typeof nodes[last] === 'string') nodes[last] = (nodes[last] as string).trimEnd();
  return nodes.some((node) => typeof node !== 'string' || node.trim() !== '') ? nodes : [];
}

const withContent = (name: string, content: XmlNode[], attributes: XmlElement['attributes'] = {}): XmlElement[] => {
  const kept = trimmed(content);
  return kept.length > 0 ? [el(name, attributes, kept)] : [];
};

function tableOf(table: HtmlElement): XmlElement[] {
  const cell = (node: HtmlElement) =>
    el(node.tag, { colspan: node.attributes.colspan, rowspan: node.attributes.rowspan }, trimmed(inline(node.children)));
  const row = (node: HtmlElement) =>
    el(
      'tr',
      {},
      node.children.filter((child): child is HtmlElement => 'tag' in child && (child.tag === 'td' || child.tag === 'th')).map(cell),
    );
  const parts = table.children.flatMap((child): XmlElement[] => {
    if (!('tag' in child)) return [];
    if (child.tag === 'caption') return withContent('caption', inline(child.children));
    if (child.tag === 'tr') return [row(child)];
    if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
      const rows = child.children.filter((one): one is HtmlElement => 'tag' in one && one.tag === 'tr').map(row);
      return rows.length > 0 ? [el(child.tag, {}, rows)] : [];
    }
    return [];
  });
  return parts.some((part) => part.name !== 'caption') ? [el('table', {}, parts)] : [];
}

function block(node: HtmlElement): XmlElement[] {
  if (node.tag === 'p') return withContent('p', inline(node.children));
  if (HEADINGS.has(node.tag)) return withContent('hl2', inline(node.children));
  if (node.tag === 'ul' || node.tag === 'ol') {
    const items = node.children.flatMap((child) =>
      'tag' in child && child.tag === 'li' ? [el('li', {}, trimmed(inline(child.children)))] : [],
    );
    return items.length > 0 ? [el(node.tag, {}, items)] : [];
  }
  if (node.tag === 'blockquote') {
    const inside = blocks(node.children);
    return inside.length > 0 ? [el('bq', {}, el('block', {}, inside))] : [];
  }
  if (node.tag === 'table') return tableOf(node);
  if (node.tag === 'pre') return textContent(node).trim() ? [el('pre', {}, textContent(node))] : [];
  if (node.tag === 'hr') return [el('hr')];
  if (node.tag === 'iframe')
    return node.attributes.src ? [el('p', {}, el('a', { href: node.attributes.src }, node.attributes.title || node.attributes.src))] : [];
  return blocks(node.children);
}

/** NITF block elements of rich text: runs of loose inline content become paragraphs. */
export function blocks(nodes: HtmlNode[]): XmlElement[] {
  const out: XmlElement[] = [];
  let run: HtmlNode[] = [];
  const endRun = () => {
    out.push(...withContent('p', inline(run)));
    run = [];
  };
  for (const node of nodes) {
    if ('tag' in node && isBlock(node)) {
      endRun();
      out.push(...block(node));
    } else run.push(node);
  }
  endRun();
  return out;
}

const NEPAL = { en: 'Nepal', ne: 'नेपाल' };

/** The item's place as the dateline's `location`: local level → city, district → region, province → state; none without a place. */
function datelineOf(item: FeedItem): XmlElement | undefined {
  const place = presentPlace(item);
  if (!place) return undefined;
  const language = placeLanguageOf(item.languageCode);
  return el(
    'dateline',
    {},
    el(
      'location',
      {},
      place.local_level ? el('city', {}, place.local_level[language]) : undefined,
      place.district ? el('region', {}, place.district[language]) : undefined,
      place.province ? el('state', {}, place.province[language]) : undefined,
      el('country', { 'iso-cc': 'NP' }, NEPAL[language]),
    ),
  );
}

export type NitfDeps = { publicUrl: string; agencyName: string; sign: (path: string) => string };

const uniqueWords = (words: string[]) => [...new Set(words)];

/** An item as an IPTC NITF 3.6 document: head (title, meta, docdata, pubdata) and body (head, content with its files, end). */
export function nitfDocument(item: FeedItem, version: number, files: FeedItemFile[], deps: NitfDeps): string {
  const issued = isoBasic(item.publishAt);
  const urgency = item.breaking ? 1 : item.pin ? 3 : 5;
  const address = itemWebUrl(deps.publicUrl, 'news', item.id);
  const media = files.map((file) => {
    const size = servedSizeOf(file);
    return el(
      'media',
      { 'media-type': MEDIA_TYPE[file.kind] },
      // NITF's media-reference has no size: its bytes go as media metadata, before the reference as the schema orders.
      size === undefined ? undefined : el('media-metadata', { name: 'data-size', value: size }),
      el('media-reference', {
        source: deps.sign(file.path),
        'mime-type': file.mime,
        width: file.width ?? undefined,
        height: file.height ?? undefined,
      }),
      file.caption ? el('media-caption', {}, file.caption) : undefined,
    );
  });
  const keywords = uniqueWords([
    ...item.categories.map((category) => category.name),
    ...item.mediaTopics.map((topic) => mediaTopicLabel(topic, item.languageCode)),
  ]);
  const head = el(
    'head',
    {},
    el('title', {}, item.title),
    el('meta', { name: 'version', content: version }),
    el('meta', { name: 'language', content: item.languageCode }),
    el(
      'docdata',
      {},
      el('doc-id', { 'id-string': address, regsrc: deps.agencyName }),
      el('urgency', { 'ed-urg': urgency }),
      el('date.issue', { norm: issued }),
      item.revisedAt ? el('date.release', { norm: isoBasic(item.revisedAt) }) : undefined,
      item.editorNote ? el('ed-msg', { 'msg-type': 'editorial', info: item.editorNote }) : undefined,
      el('doc.copyright', { year: item.publishAt.getUTCFullYear(), holder: deps.agencyName }),
      item.usageTerms ? el('doc.rights', { owner: deps.agencyName, limitations: item.usageTerms }) : undefined,
      keywords.length > 0
        ? el(
            'key-list',
            {},
            keywords.map((key) => el('keyword', { key })),
          )
        : undefined,
      item.categories.length + item.mediaTopics.length > 0
        ? el(
            'identified-content',
            {},
            item.categories.map((category) => el('classifier', { type: 'category', idsrc: deps.publicUrl, value: category.slug })),
            // IPTC Media Topics by qcode, the scheme's address as the source (tobject.subject is the older Subject NewsCodes').
            item.mediaTopics.map((topic) => el('classifier', { type: 'subject', idsrc: MEDIA_TOPIC_SCHEME, value: topic.code })),
          )
        : undefined,
    ),
    el('pubdata', { type: 'web', name: deps.agencyName, 'date.publication': issued, 'ex-ref': address }),
  );
  const body = el(
    'body',
    {},
    el(
      'body.head',
      {},
      el('hedline', {}, el('hl1', {}, item.title)),
      el('byline', {}, deps.agencyName),
      el('distributor', {}, deps.agencyName),
      datelineOf(item),
      item.metaDescription ? el('abstract', {}, el('p', {}, item.metaDescription)) : undefined,
    ),
    el('body.content', {}, blocks(parseRichText(item.content)), media),
    el('body.end', {}, el('tagline', {}, `© ${item.publishAt.getUTCFullYear()} ${deps.agencyName}`)),
  );
  return xmlDocument(
    el('nitf', { version: NITF_VERSION, xmlns: NITF_NAMESPACE, baselang: item.languageCode, 'xml:lang': item.languageCode }, head, body),
  );
}
