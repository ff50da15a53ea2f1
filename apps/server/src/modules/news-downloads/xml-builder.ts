/** A node of an XML document: an element, or text (escaped when written). */
export type XmlNode = XmlElement | string;
export type XmlElement = { name: string; attributes: Record<string, string | number | undefined>; children: XmlNode[] };

/** Characters XML 1.0 cannot hold at all (control characters other than tab, newline and carriage return, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** `el('p', { id: 1 }, 'text', el('em', {}, 'more'))`; undefined attributes are left out. */
export function el(name: string, attributes: XmlElement['attributes'] = {}, ...children: (XmlNode | XmlNode[] | undefined)[]): XmlElement {
  return { name, attributes, children: children.flat().filter((child): child is XmlNode => child !== undefined) };
}

function write(node: XmlNode, out: string[]) {
  if (typeof node === 'string') {
    out.push(escapeText(node));
    return;
  }
  out.push('<', node.name);
  for (const [key, value] of Object.entries(node.attributes)) {
    if (value !== undefined) out.push(' ', key, '="', escapeAttribute(String(value)), '"');
  }
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) write(child, out);
  out.push('</', node.name, '>');
}

/** A whole document: the XML declaration (UTF-8), then the root element. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  write(root, out);
  out.push('\n');
  return out.join('');
}
