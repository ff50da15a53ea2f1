import type { HtmlNode } from './html-tree.ts';

const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'table',
  'ul',
  'ol',
  'hr',
  'section',
  'article',
  'caption',
]);

/**
 * A story's rich text as plain text: one paragraph per block, separated by a blank line; list items on
 * lines of their own ("- " or "1. "), table cells by tabs; markup dropped, entities already decoded.
 */
export function plainTextOf(nodes: HtmlNode[]): string {
  const out: string[] = [];
  const walk = (list: HtmlNode[], listKind?: 'ul' | 'ol') => {
    let number = 0;
    for (const node of list) {
      if ('text' in node) {
        out.push(node.text.replace(/\s+/g, ' '));
        continue;
      }
      const { tag } = node;
      if (tag === 'br') out.push('\n');
      else if (tag === 'li') {
        number += 1;
        out.push('\n', listKind === 'ol' ? `${number}. ` : '- ');
        walk(node.children);
      } else if (tag === 'ul' || tag === 'ol') {
        out.push('\n\n');
        walk(node.children, tag);
        out.push('\n\n');
      } else if (tag === 'tr') {
        out.push('\n');
        walk(node.children);
      } else if (tag === 'td' || tag === 'th') {
        walk(node.children);
        out.push('\t');
      } else if (BLOCKS.has(tag)) {
        out.push('\n\n');
        walk(node.children);
        out.push('\n\n');
      } else walk(node.children);
    }
  };
  walk(nodes);
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
