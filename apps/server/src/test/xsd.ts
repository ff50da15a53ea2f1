/**
 * XML Schema validation for the tests, by libxml2 (xmllint compiled to WebAssembly: the npm package xmllint-wasm, no
 * system package, no network). IPTC's schemas (NewsML-G2 2.35, NITF 3.6 and the W3C xml.xsd they import) are not kept
 * in this repository: they are read from IPTC_XSD_DIR, else from shared/standards/iptc/ beside the repository;
 * test/fixtures/README.md names the files, their source, commit, checksums and licence.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export type XsdOutcome = { valid: boolean; errors: string[] };

/** A schema as xmllint reads it: its main file, then the files it imports or includes, by the names it uses for them. */
export type XsdSet = { main: XMLFileInfo; imports: XMLFileInfo[] };

/** Validates `xml` against `schema`; each error as libxml2 words it ("document.xml:3: Schemas validity error : Element …"). */
export async function validateWithXsd(xml: string, schema: XsdSet): Promise<XsdOutcome> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schema.main],
    preload: schema.imports,
    // NewsML-G2's schema is 330 KB: compiling it takes more than the default 32 MiB.
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

const REPOSITORY = path.resolve(import.meta.dirname, '../../../..');

/** Where IPTC's schemas are looked for, first found first: IPTC_XSD_DIR, then shared/standards/iptc/ beside the repository. */
const CANDIDATES = [process.env.IPTC_XSD_DIR, path.join(REPOSITORY, '../shared/standards/iptc')].filter((folder): folder is string =>
  Boolean(folder),
);

/** IPTC's published schemas, unchanged, by the file names their imports use. */
const IPTC = {
  'newsml-g2': { main: 'NewsML-G2_2.35-spec-All-Power.xsd', imports: ['xml.xsd'] },
  nitf: { main: 'nitf-3-6.xsd', imports: ['xml.xsd', 'nitf-3-6-ruby-include.xsd'] },
} as const;
export type IptcStandard = keyof typeof IPTC;

const iptcFolder = CANDIDATES.find((folder) =>
  Object.values(IPTC).every((set) => [set.main, ...set.imports].every((name) => existsSync(path.join(folder, name)))),
);

/** Whether IPTC's schemas are on this machine; without them `validateIptc` answers null and the tests check only the rest. */
export const iptcSchemasFound = iptcFolder !== undefined;

/** Set (as a CI that has the schemas may) to make their absence fail the tests that would use them. */
if (!iptcSchemasFound && process.env.IPTC_XSD_REQUIRED === '1') {
  throw new Error(`IPTC's XSDs are required (IPTC_XSD_REQUIRED=1) but none of ${CANDIDATES.join(', ')} holds them`);
}

const read = (folder: string, name: string): XMLFileInfo => ({ fileName: name, contents: readFileSync(path.join(folder, name), 'utf8') });
const loaded = new Map<IptcStandard, XsdSet>();

/** The document validated against IPTC's schema of `standard`; null where the schemas are not on this machine. */
export async function validateIptc(xml: string, standard: IptcStandard): Promise<XsdOutcome | null> {
  if (!iptcFolder) return null;
  let schema = loaded.get(standard);
  if (!schema) {
    schema = { main: read(iptcFolder, IPTC[standard].main), imports: IPTC[standard].imports.map((name) => read(iptcFolder, name)) };
    loaded.set(standard, schema);
  }
  return validateWithXsd(xml, schema);
}
