/**
 * XML Schema validation for the tests, by libxml2 (xmllint compiled to WebAssembly: the npm package xmllint-wasm, no
 * system package, no network), against IPTC's own schemas (NewsML-G2 2.35, NITF 3.6 and the W3C xml.xsd they import),
 * kept unchanged in test/fixtures/iptc-xsd/; test/fixtures/README.md names their source, commit, checksums and licences.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
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

/** IPTC's published schemas, unchanged, with their source and licence in test/fixtures/README.md. */
const IPTC_FOLDER = path.join(import.meta.dirname, 'fixtures/iptc-xsd');

/** The schemas' files, by the names their imports use. */
const IPTC = {
  'newsml-g2': { main: 'NewsML-G2_2.35-spec-All-Power.xsd', imports: ['xml.xsd'] },
  nitf: { main: 'nitf-3-6.xsd', imports: ['xml.xsd', 'nitf-3-6-ruby-include.xsd'] },
} as const;
export type IptcStandard = keyof typeof IPTC;

const read = (name: string): XMLFileInfo => ({ fileName: name, contents: readFileSync(path.join(IPTC_FOLDER, name), 'utf8') });
const loaded = new Map<IptcStandard, XsdSet>();

/** The document validated against IPTC's schema of `standard`. */
export async function validateIptc(xml: string, standard: IptcStandard): Promise<XsdOutcome> {
  let schema = loaded.get(standard);
  if (!schema) {
    schema = { main: read(IPTC[standard].main), imports: IPTC[standard].imports.map(read) };
    loaded.set(standard, schema);
  }
  return validateWithXsd(xml, schema);
}

/** Asserts that `xml` is well-formed and valid against IPTC's schema of `standard`, naming libxml2's errors when not. */
export async function expectIptcValid(xml: string, standard: IptcStandard) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect((await validateIptc(xml, standard)).errors).toEqual([]);
}
