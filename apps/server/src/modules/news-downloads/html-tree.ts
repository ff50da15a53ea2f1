import { sanitizeRichText } from '../../lib/rich-text.ts';

/** A node of a story's rich text: an element with its attributes and children, or text (entities decoded). */
export type HtmlElement = { tag: string; attributes: Record<string, string>; children: HtmlNode[] };
export type HtmlNode = HtmlElement | { text: string };

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'col']);
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*"[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*"([^"]*)")?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities sanitize-html writes (&amp; &lt; &gt; &quot;) and any numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * Reads stored rich text into a tree. The text passes the allow-list again first (SECURITY.md "Input"),
 * so what is read is sanitize-html's own output: known tags, double-quoted attributes, nesting closed.
 */
export function parseRichText(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attributes: {}, children: [] };
  const open = [root];
  for (const [token, closing, rawTag, rawAttributes = '', selfClosing] of sanitizeRichText(html).matchAll(TOKEN)) {
    const parent = open.at(-1) ?? root;
    if (rawTag === undefined) {
      if (!token.startsWith('<')) parent.children.push({ text: decodeEntities(token) });
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((node) => node.tag === tag);
      if (at > 0) open.length = at;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of rawAttributes.matchAll(ATTRIBUTE)) if (key) attributes[key.toLowerCase()] = decodeEntities(value ?? '');
    const node: HtmlElement = { tag, attributes, children: [] };
    parent.children.push(node);
    if (!selfClosing && !VOID_TAGS.has(tag)) open.push(node);
  }
  return root.children;
}
