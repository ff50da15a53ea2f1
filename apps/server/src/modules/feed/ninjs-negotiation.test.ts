import { messages, NINJS_VERSIONS, ninjsSchemaUri } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors.ts';
import { expectValidNinjs } from '../../test/ninjs-schemas.ts';
import type { Ninjs } from './ninjs.ts';
import { chooseNinjsVersion, ninjsContentType } from './ninjs-negotiation.ts';
import { ninjsIn, ninjsTextIn } from './ninjs-versions.ts';

const profile = (version: string) => `application/json; profile="${ninjsSchemaUri(version)}"`;

describe('chooseNinjsVersion', () => {
  it('takes ?ninjs= first, then the first ninjs profile of Accept, else 2.1', () => {
    expect(chooseNinjsVersion({})).toEqual({ version: '2.1', asked: false });
    expect(chooseNinjsVersion({ query: '', accept: '*/*' })).toEqual({ version: '2.1', asked: false });
    expect(chooseNinjsVersion({ query: ' 3.2 ' })).toEqual({ version: '3.2', asked: true });
    expect(chooseNinjsVersion({ query: '2.3', accept: profile('3.2') })).toEqual({ version: '2.3', asked: true });
    expect(chooseNinjsVersion({ accept: profile('3.2') })).toEqual({ version: '3.2', asked: true });
    expect(chooseNinjsVersion({ accept: 'application/json;profile=https://iptc.org/std/ninjs/ninjs-schema_2.3.json#' })).toEqual({
      version: '2.3',
      asked: true,
    });
    expect(chooseNinjsVersion({ accept: `${profile('3.2')};q=0, ${profile('2.1')}` })).toEqual({ version: '2.1', asked: true });
    expect(chooseNinjsVersion({ accept: 'application/json; profile="https://example.com/a https://example.com/b"' })).toEqual({
      version: '2.1',
      asked: false,
    });
  });

  it('refuses a version the portal does not send with a 400 naming the versions', () => {
    for (const request of [{ query: '4.0' }, { query: '3' }, { accept: profile('1.7') }]) {
      expect(() => chooseNinjsVersion(request)).toThrow(BadRequestError);
    }
    expect(() => chooseNinjsVersion({ query: 'x'.repeat(20) })).toThrow(messages.ninjsVersionUnknown('x'.repeat(20), NINJS_VERSIONS));
  });

  it('names the profile in the Content-Type only when the client chose the version', () => {
    expect(ninjsContentType({ version: '2.1', asked: false })).toBe('application/json; charset=utf-8');
    expect(ninjsContentType({ version: '3.2', asked: true })).toBe(`application/json; charset=utf-8; profile="${ninjsSchemaUri('3.2')}"`);
  });
});

/** The smallest object the presenter makes: a canceled item. */
const canceled: Ninjs = {
  uri: 'http://portal.test/news/7',
  standard: { name: 'ninjs', version: '2.1', schema: ninjsSchemaUri('2.1') },
  type: 'text',
  version: '2',
  versioncreated: '2026-11-30T10:00:00.000Z',
  pubstatus: 'canceled',
  language: 'ne',
};

describe('ninjsIn', () => {
  it('keeps 2.1 as it is, names 2.3 in standard alone, and spells 3.2 in the 3.x names', () => {
    expect(ninjsIn('2.1', canceled)).toBe(canceled);
    expect(ninjsTextIn('2.1', '{"uri":"x"}')).toBe('{"uri":"x"}');
    expect(ninjsIn('2.3', canceled)).toEqual({ ...canceled, standard: { name: 'ninjs', version: '2.3', schema: ninjsSchemaUri('2.3') } });
    expect(ninjsIn('3.2', canceled)).toEqual({
      uri: 'http://portal.test/news/7',
      standard: { name: 'ninjs', version: '3.2', schema: ninjsSchemaUri('3.2') },
      type: 'text',
      version: '2',
      versionCreated: '2026-11-30T10:00:00.000Z',
      pubStatus: 'canceled',
      language: 'ne',
    });
    for (const version of NINJS_VERSIONS) expectValidNinjs(ninjsIn(version, canceled), version);
  });

  it('holds each version to its own schema: a 2.1 document is no 3.2 one, nor a 3.2 document a 2.3 one', () => {
    expect(() => expectValidNinjs(canceled, '3.2')).toThrow();
    expect(() => expectValidNinjs(ninjsIn('3.2', canceled), '2.3')).toThrow();
  });

  it('throws on a property it has no 3.x name for, rather than sending it misspelt', () => {
    const unknown = { ...canceled, associations: [{ ...canceled, name: 'x', somethingnew: 1 }] } as unknown as Ninjs;
    expect(() => ninjsIn('3.2', unknown)).toThrow('"somethingnew"');
    expect(ninjsIn('3.2', { ...canceled, embargoed: '2026-12-01T00:00:00Z' } as Ninjs)).toMatchObject({
      embargoedUntil: '2026-12-01T00:00:00Z',
    });
  });
});
