import { NINJS_3_NAMES, type NinjsVersion, ninjsSchemaUri } from '@portal/shared';
import type { Ninjs } from './ninjs.ts';

/**
 * ninjs 2.3 and 3.2 as pure rewrites of the presenter's ninjs 2.1 object (ninjs.ts), the one place that knows
 * what the portal says of an item. 2.3 is 2.1 with more optional properties: the same names and shapes, only
 * `standard` names the version. 3.x renamed the properties to camelCase (and `embargoed` to `embargoedUntil`);
 * the portal's objects keep their shapes (`standard`, text arrays, renditions, subjects, places, associations
 * with `name`). Every name the 2.1 presenter can send is listed (`NINJS_3_NAMES` in shared, `KEPT_IN_3` here): a
 * name missing from both throws, so a property added to the presenter is mapped before any answer carries it.
 */

/** 2.x names 3.x keeps (those the portal sends and their neighbours in the same objects). */
const KEPT_IN_3 = new Set([
  'uri',
  'standard',
  'name',
  'version',
  'schema',
  'type',
  'urgency',
  'language',
  'headlines',
  'descriptions',
  'bodies',
  'role',
  'value',
  'subjects',
  'places',
  'rel',
  'literal',
  'renditions',
  'href',
  'width',
  'height',
  'duration',
  'format',
  'associations',
  'by',
  'title',
  'slugline',
  'located',
  'genres',
  'people',
  'organisations',
  'events',
  'objects',
  'expires',
]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function renamedFor3(key: string): string {
  const renamed = (NINJS_3_NAMES as Record<string, string>)[key];
  if (renamed) return renamed;
  if (KEPT_IN_3.has(key)) return key;
  throw new Error(`ninjs-versions: no ninjs 3.x name for the 2.x property "${key}"`);
}

/** Walks a ninjs object (an item and its associations alike), renaming properties and setting `standard` to `version`. */
function rewrite(node: Json, version: NinjsVersion, rename: (key: string) => string): Json {
  if (Array.isArray(node)) return node.map((entry) => rewrite(entry, version, rename));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    out[rename(key)] = key === 'standard' ? { name: 'ninjs', version, schema: ninjsSchemaUri(version) } : rewrite(value, version, rename);
  }
  return out;
}

const same = (key: string) => key;

/** The presenter's 2.1 object (or its parsed JSON text) in `version`: the same object for 2.1, a new one otherwise. */
export function ninjsIn(version: NinjsVersion, document: Ninjs | Json): Json {
  const json = document as Json;
  if (version === '2.1') return json;
  return rewrite(json, version, version === '3.2' ? renamedFor3 : same);
}

/** A stored 2.1 JSON text in `version` (the 2.1 text itself, untouched, for 2.1: the fast path stays a string). */
export const ninjsTextIn = (version: NinjsVersion, text: string): string =>
  version === '2.1' ? text : JSON.stringify(ninjsIn(version, JSON.parse(text) as Json));
