import { XMLParser } from 'fast-xml-parser';
import { ValidationError } from '../../lib/errors.ts';
import type { IncomingItem } from './ingest-parse.ts';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  textNodeName: '#text',
  // Lists G2 may repeat, read as arrays however many there are.
  isArray: (name) => ['newsItem', 'subject', 'located', 'headline', 'description', 'name', 'inlineXML'].includes(name),
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

function pubstatusOf(qcode: unknown): IncomingItem['pubstatus'] {
  const code = String(qcode ?? '')
    .split(':')
    .pop();
  return code === 'canceled' ? 'canceled' : code === 'withheld' ? 'withheld' : 'usable';
}

/**
 * Reads one NewsML-G2 text item: a `newsItem`, or the first text `newsItem` of a `newsMessage`. Its guid and version,
 * `pubStatus`, `embargoed`, the content meta's headline, description, language, urgency, subjects and `located`
 * places (mapped by QCode), and the XHTML body of its inline content. Pictures (which G2 sends as items of their own,
 * tied by a package) are not taken from G2.
 */
export function parseNewsMlG2(xml: string): IncomingItem {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw ValidationError.field('body', 'The body is not well-formed XML.');
  }
  const items = isNode(document.newsMessage) ? list((document.newsMessage.itemSet as Node | undefined)?.newsItem) : list(document.newsItem);
  const classOf = (candidate: Node) => String(((candidate.itemMeta as Node | undefined)?.itemClass as Node | undefined)?.['@qcode'] ?? '');
  const item = items.find((candidate) => classOf(candidate).endsWith(':text')) ?? items[0];
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
    pictures: [],
  };
}
