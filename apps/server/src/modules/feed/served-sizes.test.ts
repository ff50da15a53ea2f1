import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.ts';
import { createStorage } from '../../lib/create-storage.ts';
import { buildStaff, imageFile, mp4File, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The sizes ninjs, NewsML-G2 and NITF give a file are the bytes its link answers. A picture's link serves its copy with
 * the agency's IPTC metadata, written after the version's ninjs is stored: the documents give no size for it. A video
 * is served as stored: its size is given, and true.
 */
let t: TestApp;
let client: Record<string, string>;
let key: string;
let newsId: number;
/** The kind of the media row each stored path (an original or a rendition) belongs to. */
let kinds: Map<string, string>;

type Link = { name: string; href: string; size: number | undefined };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['newsItem', 'remoteContent', 'media'].includes(name) });

/** The bytes a signed link answers, fetched as a client does. */
async function served(href: string): Promise<Buffer> {
  const url = new URL(href);
  const answer = await t.app.inject({ url: `${url.pathname}${url.search}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.rawPayload;
}

/** Every rendition of every association of a ninjs 2.1 document, with the size it claims. */
const ninjsLinks = (document: { associations: { renditions: { name: string; href: string; sizeinbytes?: number }[] }[] }): Link[] =>
  document.associations.flatMap((association) =>
    association.renditions.map((rendition) => ({ name: rendition.name, href: rendition.href, size: rendition.sizeinbytes })),
  );

/** Every remote content of a News Message's file items, with the size it claims. */
const g2Links = (xml: string): Link[] =>
  parser
    .parse(xml)
    .newsMessage.itemSet.newsItem.flatMap(
      (item: { contentSet: { remoteContent?: Record<string, string>[] } }) => item.contentSet.remoteContent ?? [],
    )
    .map((content: Record<string, string>) => ({
      name: content['@_rendition'] ?? '',
      href: content['@_href'] ?? '',
      size: content['@_size'] === undefined ? undefined : Number(content['@_size']),
    }));

/** Every media reference of an NITF document, with the data size it claims. */
const nitfLinks = (xml: string): Link[] =>
  parser.parse(xml).nitf.body['body.content'].media.map((one: Record<string, Record<string, string>>) => ({
    name: one['@_media-type'],
    href: one['media-reference']?.['@_source'] ?? '',
    size: one['media-metadata'] ? Number(one['media-metadata']['@_value']) : undefined,
  }));

/** The stored file a link names (its path under /media), read from the app's store as it was placed. */
async function storedFileOf(href: string) {
  const relativePath = decodeURIComponent(new URL(href).pathname.replace(/^\/media\//, ''));
  return { kind: kinds.get(relativePath), bytes: await createStorage(t.config.storage).read(relativePath) };
}

/**
 * Each link's claim held to the bytes it serves: a video's size is the byte length answered (its file as stored); a
 * picture (original or rendition) claims none, and what it serves is not the stored file (its copy with IPTC metadata).
 */
async function expectTrueSizes(links: Link[]) {
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const bytes = await served(link.href);
    const stored = await storedFileOf(link.href);
    if (stored.kind === 'video') {
      expect(link.size, link.name).toBe(bytes.length);
      expect(bytes.equals(stored.bytes), link.name).toBe(true);
    } else {
      expect(stored.kind, link.name).toBe('image');
      expect(link.size, link.name).toBeUndefined();
      expect(bytes.length, link.name).not.toBe(stored.bytes.length);
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t.db);
  const picture = await imageFile(400);
  newsId = (
    await t.app.content.news.create(
      newsFixture(staff.id, {
        title: 'Flood relief reaches Saptari',
        files: [{ ...picture, caption: 'Boats at the embankment' }, { data: mp4File() }],
      }),
    )
  ).id;
  // The version's ninjs is stored now, as the item changes; the pictures' copies with IPTC metadata come after it.
  await t.app.dispatchItemChanges();
  expect(await t.app.writePictureMetadata()).toBeGreaterThan(0);
  const files = await t.db.select().from(media).where(eq(media.newsId, newsId));
  kinds = new Map(files.flatMap((file) => [file.path, ...(file.renditions ?? []).map((one) => one.path)].map((one) => [one, file.kind])));
  const signed = await signedInClient(t.app, t.db);
  client = signed.headers;
  const created = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers: client, payload: { name: 'Sizes desk' } });
  expect(created.statusCode, created.body).toBe(201);
  key = created.json().data.key;
});
afterAll(() => t.close());

describe('sizes of the files in the documents', () => {
  it('has the ninjs stored for the Feed API claim only sizes its links serve: none for a picture or its renditions', async () => {
    const answer = await t.app.inject({ url: `/api/feed/v1/items/${newsId}`, headers: bearer(key) });
    expect(answer.statusCode, answer.body).toBe(200);
    const links = ninjsLinks(answer.json());
    expect(links.map((link) => link.name)).toEqual(['original', 'w320', 'w400', 'original']);
    await expectTrueSizes(links);
  });

  it('does the same in the ninjs, NewsML-G2 and NITF downloads and the Feed API’s NewsML-G2', async () => {
    const downloaded = (format: string) =>
      t.app.inject({ url: `/api/auth/v2/client/news/${newsId}/download?format=${format}`, headers: client });
    await expectTrueSizes(ninjsLinks((await downloaded('ninjs')).json()));
    const g2 = g2Links((await downloaded('newsml-g2')).body);
    expect(g2.map((link) => link.name)).toEqual(['rnd:highRes', 'rnd:thumb', 'rnd:web', 'rnd:highRes']);
    await expectTrueSizes(g2);
    await expectTrueSizes(nitfLinks((await downloaded('nitf')).body));
    const feed = await t.app.inject({ url: `/api/feed/v1/items/${newsId}?format=newsml-g2`, headers: bearer(key) });
    await expectTrueSizes(g2Links(feed.body));
  });
});
