import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { expectIptcValid, validateIptc } from '../../test/xsd.ts';
import type { FeedItem, FeedItemFile } from '../feed/feed-items.repository.ts';
import type { FeedVersion } from '../feed/ninjs.ts';
import { createNewsMlG2Writer } from './newsml-g2.ts';

const POKHARA = 414;
const KASKI = 38;
const GANDAKI = 4;
const SENT = new Date('2026-11-28T06:00:00Z');
const PUBLISHED = new Date('2026-11-27T09:15:00Z');

const writer = createNewsMlG2Writer({
  publicUrl: 'http://portal.test',
  agencyName: 'Rastriya Samachar Samiti',
  sign: (path) => `http://portal.test/media/${path}?expires=1&signature=s`,
});

const picture: FeedItemFile = {
  id: 11,
  kind: 'image',
  role: 'main',
  path: 'news/2026/11/a.jpg',
  mime: 'image/jpeg',
  size: 123_456,
  width: 2000,
  height: 1333,
  caption: 'पोखरामा बजेट छलफल <live> & open',
  renditions: [
    { width: 1280, path: 'news/2026/11/a-1280.webp' },
    { width: 320, path: 'news/2026/11/a-320.webp' },
    { width: 640, path: 'news/2026/11/a-640.webp' },
  ],
};
const video: FeedItemFile = {
  id: 12,
  kind: 'video',
  role: 'attachment',
  path: 'news/2026/11/b.mp4',
  mime: 'video/mp4',
  size: 9_876_543,
  width: null,
  height: null,
  caption: '',
  renditions: null,
};

const story = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  id: 42,
  title: 'सरकारले बजेट सार्वजनिक गर्‍यो',
  content:
    '<h2>के पारित भयो</h2><p>सदन &amp; <strong>सभा</strong> सहमत भए।<br>दोस्रो पङ्क्ति।</p><ul><li>सडक</li></ul><figure><img src="https://example.com/x.jpg"><figcaption>चित्र</figcaption></figure><p><u>रेखाङ्कित</u> <a href="https://example.com/?a=1&amp;b=2" target="_blank">लिङ्क</a><script>alert(1)</script></p>',
  metaDescription: 'बजेटको सारांश',
  languageCode: 'ne',
  categories: [
    { id: 1, name: 'राजनीति', slug: 'politics' },
    { id: 2, name: 'अर्थ', slug: 'economy' },
  ],
  publishAt: PUBLISHED,
  revisedAt: null,
  sourceName: null,
  usageTerms: '',
  editorNote: 'Embargoed for print until 6 AM',
  provinceId: GANDAKI,
  districtId: KASKI,
  localLevelId: POKHARA,
  breaking: true,
  pin: false,
  files: [picture, video],
  mediaTopics: [],
  ...overrides,
});
const usable = (version = 1, at = PUBLISHED): FeedVersion => ({ version, pubstatus: 'usable', at });
const ALL = { videos: true };

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['packageItem', 'newsItem', 'itemRef', 'remoteContent', 'subject', 'broader', 'p', 'li'].includes(name),
});

/** The document checked by IPTC's NewsML-G2 2.35 schema, and parsed. */
async function checked(xml: string) {
  await expectIptcValid(xml, 'newsml-g2');
  return parser.parse(xml).newsMessage;
}

describe('NewsML-G2 writer', () => {
  it('sends a story with a picture and a video as a package, its text and one item per file, valid NewsML-G2 2.35', async () => {
    const xml = writer.story(story(), usable(), ALL, SENT);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">')).toBe(true);
    const message = await checked(xml);
    expect(message.header.sent).toBe('2026-11-28T06:00:00.000Z');
    expect(message.header.signal['@_qcode']).toBe('nmsig:atomic');
    const [pack] = message.itemSet.packageItem;
    const [text, photo, clip] = message.itemSet.newsItem;

    expect(pack['@_guid']).toBe('http://portal.test/news/42/package');
    expect(pack.itemMeta.itemClass['@_qcode']).toBe('ninat:composite');
    expect(pack.groupSet['@_root']).toBe('main');
    const refs = pack.groupSet.group.itemRef;
    expect(refs.map((ref: Record<string, string>) => ref['@_residref'])).toEqual([
      'http://portal.test/news/42',
      'http://portal.test/news/42/files/11',
      'http://portal.test/news/42/files/12',
    ]);
    expect(refs.map((ref: { itemClass: Record<string, string> }) => ref.itemClass['@_qcode'])).toEqual([
      'ninat:text',
      'ninat:picture',
      'ninat:video',
    ]);

    expect(text['@_guid']).toBe('http://portal.test/news/42');
    expect(text['@_version']).toBe('1');
    expect(text['@_xml:lang']).toBe('ne');
    expect(text.itemMeta.itemClass['@_qcode']).toBe('ninat:text');
    expect(text.itemMeta.provider.name).toBe('Rastriya Samachar Samiti');
    expect(text.itemMeta.versionCreated).toBe('2026-11-27T09:15:00.000Z');
    expect(text.itemMeta.firstCreated).toBe('2026-11-27T09:15:00.000Z');
    expect(text.itemMeta.pubStatus['@_qcode']).toBe('stat:usable');
    expect(text.itemMeta.embargoed).toBeUndefined();
    expect(text.itemMeta.signal).toBeUndefined();
    expect(text.itemMeta.edNote).toBe('Embargoed for print until 6 AM');
    const meta = text.contentMeta;
    expect(meta.urgency).toBe(1);
    expect(meta.headline).toBe('सरकारले बजेट सार्वजनिक गर्‍यो');
    expect(meta.description).toEqual({ '#text': 'बजेटको सारांश', '@_role': 'drol:summary' });
    expect(meta.language['@_tag']).toBe('ne');
    expect(meta.creditline).toBe('Rastriya Samachar Samiti');
    expect(meta.dateline).toBe('पोखरा, कास्की, गण्डकी');
    expect(meta.subject.map((one: { name: string }) => one.name)).toEqual(['राजनीति', 'अर्थ']);
    expect(meta.subject[0]['@_uri']).toBe('http://portal.test/news?categories=1');
    expect(meta.located['@_type']).toBe('cptype:city');
    expect(meta.located['@_literal']).toBe(`local_level:${POKHARA}`);
    expect(meta.located.name).toBe('पोखरा');
    expect(meta.located.broader.map((one: { name: string }) => one.name)).toEqual(['कास्की', 'गण्डकी', 'नेपाल']);
    expect(meta.located.broader[2]['@_qcode']).toBe('iso3166-1a2:NP');
    expect(text.rightsInfo.copyrightHolder.name).toBe('Rastriya Samachar Samiti');
    expect(text.rightsInfo.copyrightNotice).toBe('© 2026 Rastriya Samachar Samiti');
    expect(text.rightsInfo.usageTerms).toContain('credit Rastriya Samachar Samiti');

    const inline = text.contentSet.inlineXML;
    expect(inline['@_contenttype']).toBe('application/xhtml+xml');
    expect(inline.html['@_xmlns']).toBe('http://www.w3.org/1999/xhtml');
    expect(inline.html['@_xml:lang']).toBe('ne');
    expect(inline.html.head.title).toBe('सरकारले बजेट सार्वजनिक गर्‍यो');
    const body = inline.html.body;
    expect(body.h2).toBe('के पारित भयो');
    expect(body.p[0].strong).toBe('सभा');
    expect(body.ul.li).toEqual(['सडक']);
    expect(body.div.p).toEqual(['चित्र']);
    expect(body.p[1].a).toEqual({ '#text': 'लिङ्क', '@_href': 'https://example.com/?a=1&b=2' });
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('target=');

    expect(photo['@_guid']).toBe('http://portal.test/news/42/files/11');
    expect(photo.itemMeta.itemClass['@_qcode']).toBe('ninat:picture');
    expect(photo.contentMeta.description).toEqual({ '#text': 'पोखरामा बजेट छलफल <live> & open', '@_role': 'drol:caption' });
    const renditions = photo.contentSet.remoteContent.map((one: Record<string, string>) => [
      one['@_rendition'],
      one['@_width'],
      one['@_contenttype'],
    ]);
    expect(renditions).toEqual([
      ['rnd:highRes', '2000', 'image/jpeg'],
      ['rnd:thumb', '320', 'image/webp'],
      ['rnd:preview', '640', 'image/webp'],
      ['rnd:web', '1280', 'image/webp'],
    ]);
    expect(photo.contentSet.remoteContent[0]['@_href']).toBe('http://portal.test/media/news/2026/11/a.jpg?expires=1&signature=s');
    // A picture's link serves its copy with IPTC metadata, of a size not known here; a video is served as stored.
    expect(photo.contentSet.remoteContent.map((one: Record<string, string>) => one['@_size'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(clip.itemMeta.itemClass['@_qcode']).toBe('ninat:video');
    expect(clip.contentSet.remoteContent[0]['@_href']).toBe('http://portal.test/media/news/2026/11/b.mp4?expires=1&signature=s');
    expect(clip.contentSet.remoteContent[0]['@_contenttype']).toBe('video/mp4');
    expect(clip.contentSet.remoteContent[0]['@_size']).toBe('9876543');
  });

  it('leaves videos out without the entitlement, and sends a story without files as its text item alone', async () => {
    const noVideos = await checked(writer.story(story(), usable(), { videos: false }, SENT));
    expect(
      noVideos.itemSet.newsItem.map((item: { itemMeta: { itemClass: Record<string, string> } }) => item.itemMeta.itemClass['@_qcode']),
    ).toEqual(['ninat:text', 'ninat:picture']);
    expect(noVideos.itemSet.packageItem[0].groupSet.group.itemRef).toHaveLength(2);

    const plain = await checked(
      writer.story(
        story({
          files: [],
          languageCode: 'en',
          title: 'Monsoon floods hit the Terai',
          provinceId: null,
          districtId: null,
          localLevelId: null,
        }),
        usable(),
        ALL,
        SENT,
      ),
    );
    expect(plain.itemSet.packageItem).toBeUndefined();
    expect(plain.itemSet.newsItem).toHaveLength(1);
    expect(plain.itemSet.newsItem[0]['@_xml:lang']).toBe('en');
    expect(plain.itemSet.newsItem[0].contentMeta.located).toBeUndefined();
  });

  it('writes a correction as a higher version of every item, signalled as an update, modified when revised', async () => {
    const revised = new Date('2026-11-27T11:00:00Z');
    const message = await checked(writer.story(story({ revisedAt: revised, sourceName: 'Kantipur' }), usable(3, revised), ALL, SENT));
    const items = [...message.itemSet.packageItem, ...message.itemSet.newsItem];
    expect(items.map((item) => item['@_version'])).toEqual(['3', '3', '3', '3']);
    for (const item of items) {
      expect(item.itemMeta.signal['@_qcode']).toBe('sig:update');
      expect(item.itemMeta.versionCreated).toBe('2026-11-27T11:00:00.000Z');
      expect(item.itemMeta.firstCreated).toBe('2026-11-27T09:15:00.000Z');
    }
    expect(message.itemSet.newsItem[0].contentMeta.contentModified).toBe('2026-11-27T11:00:00.000Z');
    expect(message.itemSet.newsItem[0].contentMeta.creditline).toBe('Kantipur / Rastriya Samachar Samiti');
    expect(message.itemSet.newsItem[0].itemMeta.edNote).toBe('Embargoed for print until 6 AM\nSource: Kantipur');
    expect(message.itemSet.packageItem[0].groupSet.group.itemRef.map((ref: Record<string, string>) => ref['@_version'])).toEqual([
      '3',
      '3',
      '3',
    ]);
  });

  it('writes an embargo when the version was made before the story is out', async () => {
    const early = new Date('2026-11-27T08:00:00Z');
    const message = await checked(writer.story(story(), usable(1, early), ALL, SENT));
    expect(message.itemSet.newsItem[0].itemMeta.embargoed).toBe('2026-11-27T09:15:00.000Z');
  });

  it('writes a withdrawal as the package and the text canceled, with nothing else of them', async () => {
    const xml = writer.message(writer.canceled(42, { version: 4, pubstatus: 'canceled', at: SENT }, 'ne'), SENT, { atomic: true });
    const message = await checked(xml);
    const [pack] = message.itemSet.packageItem;
    const [text] = message.itemSet.newsItem;
    expect([pack['@_guid'], text['@_guid']]).toEqual(['http://portal.test/news/42/package', 'http://portal.test/news/42']);
    for (const item of [pack, text]) {
      expect(item['@_version']).toBe('4');
      expect(item.itemMeta.pubStatus['@_qcode']).toBe('stat:canceled');
      expect(item.itemMeta.signal).toBeUndefined();
      expect(item.contentMeta).toBeUndefined();
    }
    expect(text.contentSet).toBeUndefined();
  });

  it('makes one News Message of a page of stories, not atomic', async () => {
    const members = [
      ...writer.items(story(), usable(), ALL),
      ...writer.items(story({ id: 43, files: [] }), usable(), ALL),
      ...writer.canceled(44, { version: 2, pubstatus: 'canceled', at: SENT }, undefined),
    ];
    const cursor = { reluri: 'http://portal.test/api/feed/v1/items#next_cursor', value: 'c2VxOjQy' };
    const message = await checked(writer.message(members, SENT, { properties: [cursor] }));
    expect(message.header.signal).toBeUndefined();
    expect(message.header.headerExtProperty).toEqual({ '@_reluri': cursor.reluri, '@_value': cursor.value });
    expect(message.itemSet.packageItem).toHaveLength(2);
    expect(message.itemSet.newsItem).toHaveLength(5);
  });

  it('writes the IPTC Media Topics as medtop: subjects with their broader topics, named in the item language where we have a label', async () => {
    const mediaTopics = [
      { code: 'medtop:11000000', label_en: 'politics', label_ne: 'राजनीति', broader: [], retired: false },
      { code: 'medtop:20000594', label_en: 'budget', broader: ['medtop:20000587', 'medtop:04000000'], retired: false },
    ];
    const message = await checked(writer.story(story({ mediaTopics, files: [] }), usable(), ALL, SENT));
    const topics = message.itemSet.newsItem[0].contentMeta.subject.filter((one: Record<string, string>) => one['@_qcode']);
    expect(topics.map((one: Record<string, string>) => [one['@_type'], one['@_qcode']])).toEqual([
      ['cpnat:abstract', 'medtop:11000000'],
      ['cpnat:abstract', 'medtop:20000594'],
    ]);
    expect(topics[0].name).toBe('राजनीति');
    expect(topics[1].name).toEqual({ '#text': 'budget', '@_xml:lang': 'en' });
    expect(topics[1].broader.map((one: Record<string, string>) => one['@_qcode'])).toEqual(['medtop:20000587', 'medtop:04000000']);
  });

  it('is refused by the schema when an item loses what G2 requires (the check can fail)', async () => {
    const xml = writer.story(story(), usable(), ALL, SENT).replace('<itemMeta><itemClass qcode="ninat:composite"/>', '<itemMeta>');
    const outcome = await validateIptc(xml, 'newsml-g2');
    expect(outcome?.valid).toBe(false);
    expect(outcome?.errors.join('\n')).toContain('itemClass');
  });
});
