import { type HtmlElement, type HtmlNode, parseRichText } from './html-tree.ts';
import { el, type XmlElement, type XmlNode } from './xml-builder.ts';

export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Tags written as they are: the XHTML 1.0 Strict elements a story's rich text holds. */
const KEPT = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'hr',
  'br',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'sub',
  'sup',
  'code',
  'q',
  'cite',
  'abbr',
  'small',
  'span',
]);
/** HTML5's sectioning elements, which XHTML 1.0 lacks: written as `div`. */
const AS_DIV = new Set(['div', 'section', 'article', 'figure', 'header', 'footer', 'aside', 'nav', 'main', 'hgroup', 'address']);
const BLOCKS = new Set([
  ...AS_DIV,
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'blockquote',
  'pre',
  'hr',
  'table',
  'figcaption',
  'iframe',
]);
/** The attributes kept, per tag: links' targets and table cells' spans; styles, classes and the rest are the portal's own. */
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] };

function attributesOf(node: HtmlElement): XmlElement['attributes'] {
  const kept: XmlElement['attributes'] = {};
  for (const name of ATTRIBUTES[node.tag] ?? []) if (node.attributes[name]) kept[name] = node.attributes[name];
  return kept;
}

function xhtml(node: HtmlNode): XmlNode[] {
  if ('text' in node) return [node.text];
  const children = node.children.flatMap(xhtml);
  if (node.tag === 'img') return [];
  if (node.tag === 'iframe')
    return node.attributes.src ? [el('p', {}, el('a', { href: node.attributes.src }, node.attributes.title || node.attributes.src))] : [];
  if (node.tag === 'u') return [el('span', { style: 'text-decoration: underline' }, children)];
  if (node.tag === 'figcaption') return [el('p', {}, children)];
  if (AS_DIV.has(node.tag)) return [el('div', {}, children)];
  if (KEPT.has(node.tag)) return [el(node.tag, attributesOf(node), children)];
  return children;
}

/**
 * A story's rich text as the children of an XHTML `body`: the allowed markup in XHTML's namespace (inherited from the
 * `html` element), pictures left out (they travel as items of their own), embedded players as links, and loose
 * inline content at the top in paragraphs, as Strict's `body` wants.
 */
export function xhtmlBody(html: string): XmlElement[] {
  const out: XmlElement[] = [];
  let run: XmlNode[] = [];
  const endRun = () => {
    if (run.some((node) => typeof node !== 'string' || node.trim() !== '')) out.push(el('p', {}, run));
    run = [];
  };
  for (const node of parseRichText(html)) {
    const written = xhtml(node);
    if ('tag' in node && BLOCKS.has(node.tag)) {
      endRun();
      out.push(...written.filter((one): one is XmlElement => typeof one !== 'string'));
    } else run.push(...written);
  }
  endRun();
  return out;
}

/** A whole XHTML document of a story, as NewsML-G2's `inlineXML` carries it: its title, language, and body. */
export const xhtmlDocument = (title: string, language: string, html: string): XmlElement =>
  el(
    'html',
    { xmlns: XHTML_NAMESPACE, lang: language, 'xml:lang': language },
    el('head', {}, el('title', {}, title)),
    el('body', {}, xhtmlBody(html)),
  );
