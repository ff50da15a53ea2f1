import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { parseNewsMlG2 } from './ingest-g2.ts';
import { mapIncoming } from './ingest-map.ts';
import { parseNinjs } from './ingest-parse.ts';

const languages = [
  { id: 1, code: 'ne' },
  { id: 2, code: 'en' },
];
const mapping = (id: number, kind: 'category' | 'language' | 'place', value: string, target: string | null) => ({
  id,
  kind,
  value,
  target,
  createdAt: new Date(),
});

describe('parseNinjs', () => {
  it('reads a Superdesk item as newsroom-core’s fixtures shape it', () => {
    const item = parseNinjs({
      guid: 'foo',
      type: 'text',
      version: '3',
      headline: 'Foo',
      body_html: '<p>foo bar</p>',
      description_html: '<p>Summary</p>',
      language: 'en-CA',
      urgency: 1,
      pubstatus: 'usable',
      evolvedfrom: 'bar',
      embargoed: '2026-12-02T00:00:00+0000',
      subject: [
        { name: 'a', code: 'a', scheme: 'a' },
        { name: 'b', code: 'b' },
      ],
      place: [{ name: 'Kathmandu', qcode: 'KTM' }],
      renditions: { thumbnail: { href: 'http://example.com/foo', media: 'foo' } },
      associations: {
        embedded1: { type: 'text' },
        featuremedia: {
          type: 'picture',
          description_text: 'A caption',
          renditions: { thumbnail: { media: 't' }, baseImage: { media: 'base', href: 'http://x/base' } },
        },
      },
    });
    expect(item).toEqual({
      guid: 'foo',
      version: 3,
      pubstatus: 'usable',
      evolvedFrom: 'bar',
      headline: 'Foo',
      bodyHtml: '<p>foo bar</p>',
      description: 'Summary',
      language: 'en-CA',
      subjects: ['a:a', 'b'],
      places: ['KTM'],
      urgent: true,
      embargoed: '2026-12-02T00:00:00+0000',
      pictures: [{ mediaId: 'base', href: 'http://x/base', caption: 'A caption' }],
    });
  });

  it('reads ninjs 2.x and 3.x arrays, camel case and both spellings of canceled', () => {
    const three = parseNinjs({
      uri: 'urn:x',
      version: '2',
      headlines: [
        { role: 'sub', value: 'Sub' },
        { role: 'main', value: 'Main' },
      ],
      bodies: [{ role: 'main', contentType: 'text/html', value: '<p>b</p>' }],
      subjects: [{ uri: 'http://cv.iptc.org/newscodes/mediatopic/15000000' }],
      pubStatus: 'cancelled',
      associations: [
        {
          name: 'pic',
          type: 'picture',
          renditions: [
            { name: 'thumbnail', href: 'http://x/t' },
            { name: 'original', href: 'http://x/o' },
          ],
        },
      ],
    });
    expect(three).toMatchObject({ guid: 'urn:x', version: 2, headline: 'Main', bodyHtml: '<p>b</p>', pubstatus: 'canceled' });
    expect(three.pictures).toEqual([{ mediaId: undefined, href: 'http://x/o', caption: '' }]);
  });

  it('refuses what is not one text item, naming the field', () => {
    expect(() => parseNinjs([])).toThrow(ValidationError);
    expect(() => parseNinjs({ type: 'text', headline: 'x' })).toThrow(/guid/);
    expect(() => parseNinjs({ guid: 'x', type: 'event', headline: 'x' })).toThrow(/event/);
    expect(() => parseNinjs({ guid: 'x', headline: 'x', version: '0' })).toThrow(/version/);
    expect(() => parseNinjs({ guid: 'x' })).toThrow(/headline/);
  });
});

describe('parseNewsMlG2', () => {
  it('takes the text item of a news message and refuses a document that is not G2', () => {
    const xml = `<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/"><itemSet>
      <newsItem guid="pic" version="1"><itemMeta><itemClass qcode="ninat:picture"/></itemMeta></newsItem>
      <newsItem guid="txt" version="4"><itemMeta><itemClass qcode="ninat:text"/><pubStatus qcode="stat:canceled"/></itemMeta>
        <contentMeta><headline>H</headline></contentMeta></newsItem></itemSet></newsMessage>`;
    expect(parseNewsMlG2(xml)).toMatchObject({ guid: 'txt', version: 4, pubstatus: 'canceled', headline: 'H' });
    expect(() => parseNewsMlG2('<rss/>')).toThrow(/newsItem/);
  });

  const picture = (guid: string, contentMeta: string, renditions: string) =>
    `<newsItem guid="${guid}" version="1"><itemMeta><itemClass qcode="ninat:picture"/></itemMeta>
      <contentMeta>${contentMeta}</contentMeta><contentSet>${renditions}</contentSet></newsItem>`;
  const text = (guid: string, renditions = '') =>
    `<newsItem guid="${guid}" version="1"><itemMeta><itemClass qcode="ninat:text"/></itemMeta>
      <contentMeta><headline>H</headline></contentMeta><contentSet>${renditions}</contentSet></newsItem>`;
  const packageOf = (...guids: string[]) =>
    `<packageItem guid="package-${guids.join('-')}" version="1"><groupSet root="G1"><group id="G1" role="group:main">
      ${guids.map((guid) => `<itemRef residref="${guid}"/>`).join('')}</group></groupSet></packageItem>`;
  const message = (...items: string[]) =>
    `<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/"><itemSet>${items.join('')}</itemSet></newsMessage>`;

  it('takes the pictures a package ties to the text, each its largest fetchable image rendition, in the package’s order', () => {
    const item = parseNewsMlG2(
      message(
        packageOf('other-text', 'stray'),
        packageOf('txt', 'second', 'first'),
        text('txt'),
        picture(
          'first',
          '<creditline>Agency/Sita Rai</creditline><description role="drol:caption">A caption.</description>',
          `<remoteContent rendition="rnd:highRes" href="file:///pictures/original.jpg" contenttype="image/jpeg" width="4000" height="3000"/>
           <remoteContent rendition="rnd:web" href="https://pictures.example/web.jpg" contenttype="image/jpeg" width="640" height="480"/>
           <remoteContent rendition="rnd:preview" href="https://pictures.example/preview.jpg" contenttype="image/jpeg" size="99999"/>
           <remoteContent rendition="rnd:print" href="https://pictures.example/print.pdf" contenttype="application/pdf" width="9000" height="9000"/>`,
        ),
        picture(
          'second',
          '<headline>Its headline</headline><creditline>Agency</creditline><description role="drol:caption">Photo: Agency</description>',
          '<remoteContent rendition="rnd:thumb" href="https://pictures.example/t.jpg" contenttype="image/jpeg"/><remoteContent rendition="rnd:highRes" href="https://pictures.example/h.jpg" contenttype="image/jpeg"/>',
        ),
        picture('stray', '', '<remoteContent href="https://pictures.example/stray.jpg" contenttype="image/jpeg"/>'),
      ),
    );
    expect(item.pictures).toEqual([
      { href: 'https://pictures.example/h.jpg', caption: 'Photo: Agency' },
      { href: 'https://pictures.example/web.jpg', caption: 'A caption. (Agency/Sita Rai)' },
    ]);
  });

  it('takes an image among the item’s own renditions, and keeps a long caption’s credit within the caption’s length', () => {
    const own = parseNewsMlG2(text('txt', '<remoteContent href="https://pictures.example/own.png" contenttype="image/png"/>'));
    expect(own.pictures).toEqual([{ href: 'https://pictures.example/own.png', caption: 'H' }]);
    const long = parseNewsMlG2(
      message(
        packageOf('txt', 'pic'),
        text('txt'),
        picture(
          'pic',
          `<creditline>Agency</creditline><description>${'word '.repeat(100)}</description>`,
          '<remoteContent href="https://p.example/a.jpg" contenttype="image/jpeg"/>',
        ),
      ),
    );
    expect(long.pictures[0]?.caption).toHaveLength(300);
    expect(long.pictures[0]?.caption.endsWith(' (Agency)')).toBe(true);
  });
});

describe('mapIncoming', () => {
  const base = parseNinjs({
    guid: 'g',
    headline: 'h',
    language: 'en-GB',
    subject: [
      { code: '1', scheme: 's' },
      { code: '2', scheme: 's' },
    ],
  });

  it('maps through the tables, ignores a value mapped to nothing, and matches a language by its base code', () => {
    const mapped = mapIncoming(
      { ...base, places: ['p'] },
      [mapping(1, 'category', 's:1', '3'), mapping(2, 'category', 's:2', null), mapping(3, 'place', 'p', 'district:27')],
      languages,
    );
    expect(mapped).toEqual({ ok: true, languageId: 2, categoryIds: [3], place: { district_id: 27 } });
  });

  it('names every unmapped value, and an item left without any category', () => {
    expect(mapIncoming({ ...base, language: 'fr' }, [mapping(1, 'category', 's:1', '3')], languages)).toEqual({
      ok: false,
      unmapped: ['language:fr', 'category:s:2'],
    });
    expect(mapIncoming(base, [mapping(1, 'category', 's:1', null), mapping(2, 'category', 's:2', null)], languages)).toEqual({
      ok: false,
      unmapped: ['category:(none)'],
    });
  });
});
