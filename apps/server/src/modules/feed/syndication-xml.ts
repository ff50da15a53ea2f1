/** One entry of an RSS or Atom feed, as the feeds' writers take it. */
export type SyndicationEntry = {
  uri: string;
  link: string;
  title: string;
  summary: string;
  /** The item's usage terms ('' = none): RSS `dc:rights`, Atom `rights`. */
  rights: string;
  published: Date;
  updated: Date;
  categories: { name: string; slug: string }[];
  /** The item's place, most precise level first: `scheme` names the vocabulary, `term` the level and id ("district:38"). */
  places: { scheme: string; term: string; name: string }[];
  /** `size` only where the link serves exactly that many bytes (ninjs.ts `servedSizeOf`: a picture's copy has none). */
  enclosure?: { href: string; type: string; size: number | undefined };
};

/** `selfUrl` and `hubUrl` are the feed's WebSub discovery links (`rel="self"`, `rel="hub"`). */
export type SyndicationChannel = {
  title: string;
  description: string;
  selfUrl: string;
  hubUrl: string;
  siteUrl: string;
  author: string;
  updated: Date;
};

// Characters XML 1.0 does not allow at all (control characters but tab, newline and carriage return; lone surrogates; U+FFFE/F).
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML cannot carry, which this removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values: markup characters escaped, characters XML cannot carry dropped. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`;

export function rssDocument(channel: SyndicationChannel, entries: SyndicationEntry[]): string {
  const items = entries.map((entry) =>
    [
      '<item>',
      element('title', entry.title),
      element('link', entry.link),
      element('guid', entry.uri, ' isPermaLink="true"'),
      element('pubDate', entry.published.toUTCString()),
      element('description', entry.summary),
      entry.rights ? element('dc:rights', entry.rights) : '',
      ...entry.categories.map((category) => element('category', category.name)),
      // Readers show a category's text, so each level goes by its name; `domain` tells places from sections.
      ...entry.places.map((place) => element('category', place.name, ` domain="${xmlText(place.scheme)}"`)),
      entry.enclosure
        ? // RSS requires `length`; 0 is the RSS Advisory Board's value for a size not known.
          `<enclosure url="${xmlText(entry.enclosure.href)}" length="${entry.enclosure.size ?? 0}" type="${xmlText(entry.enclosure.type)}"/>`
        : '',
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
    element('title', channel.title),
    element('link', channel.siteUrl),
    element('description', channel.description),
    `<atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `<atom:link href="${xmlText(channel.hubUrl)}" rel="hub"/>`,
    element('lastBuildDate', channel.updated.toUTCString()),
    ...items,
    '</channel></rss>',
  ].join('\n');
}

export function atomDocument(channel: SyndicationChannel & { id: string }, entries: SyndicationEntry[]): string {
  const items = entries.map((entry) =>
    [
      '<entry>',
      element('id', entry.uri),
      element('title', entry.title),
      `<link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
      element('published', entry.published.toISOString()),
      element('updated', entry.updated.toISOString()),
      element('summary', entry.summary),
      entry.rights ? element('rights', entry.rights) : '',
      ...entry.categories.map((category) => `<category term="${xmlText(category.slug)}" label="${xmlText(category.name)}"/>`),
      ...entry.places.map(
        (place) => `<category scheme="${xmlText(place.scheme)}" term="${xmlText(place.term)}" label="${xmlText(place.name)}"/>`,
      ),
      entry.enclosure
        ? `<link rel="enclosure" href="${xmlText(entry.enclosure.href)}" type="${xmlText(entry.enclosure.type)}"${entry.enclosure.size === undefined ? '' : ` length="${entry.enclosure.size}"`}/>`
        : '',
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', channel.id),
    element('title', channel.title),
    element('subtitle', channel.description),
    element('updated', channel.updated.toISOString()),
    `<link rel="self" type="application/atom+xml" href="${xmlText(channel.selfUrl)}"/>`,
    `<link rel="hub" href="${xmlText(channel.hubUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(channel.siteUrl)}"/>`,
    `<author>${element('name', channel.author)}</author>`,
    ...items,
    '</feed>',
  ].join('\n');
}
