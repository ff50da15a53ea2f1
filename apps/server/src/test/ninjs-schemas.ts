import { readFileSync } from 'node:fs';
import { NINJS_VERSIONS, type NinjsVersion } from '@portal/shared';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { expect } from 'vitest';

/**
 * IPTC's published ninjs schemas, one per version the portal sends (test/fixtures, unchanged). Each version's `places`
 * refers to the external GeoJSON schema by address; the portal sends no geometry, so a permissive stand-in under
 * that $id lets the schemas compile without fetching anything, and checks nothing the portal sends.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS: under NodeNext its default import is the module object.
ajvFormats.default(ajv);
ajv.addSchema({ $id: 'https://geojson.org/schema/GeoJSON.json' });

const validators = new Map<NinjsVersion, ValidateFunction>(
  NINJS_VERSIONS.map((version) => [
    version,
    ajv.compile(JSON.parse(readFileSync(new URL(`./fixtures/ninjs-schema_${version}.json`, import.meta.url), 'utf8'))),
  ]),
);

/** Holds a ninjs document to IPTC's schema of `version`, showing every error and the document when it fails. */
export function expectValidNinjs(document: unknown, version: NinjsVersion): void {
  const validate = validators.get(version);
  if (!validate) throw new Error(`no ninjs ${version} schema`);
  const valid = validate(document);
  expect(valid ? [] : validate.errors, `ninjs ${version}: ${JSON.stringify(document)}`).toEqual([]);
}
