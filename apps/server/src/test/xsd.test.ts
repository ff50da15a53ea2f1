import { describe, expect, it } from 'vitest';
import { validateIptc, validateWithXsd } from './xsd.ts';

/** A schema of our own, so the validator's refusals are proven on a document small enough to read. */
const DESK = {
  main: {
    fileName: 'desk.xsd',
    contents: `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:test:desk" xmlns="urn:test:desk" elementFormDefault="qualified">
  <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="lang.xsd"/>
  <xs:element name="story">
    <xs:complexType>
      <xs:sequence><xs:element name="headline" type="xs:string"/><xs:element name="urgency" type="xs:positiveInteger"/></xs:sequence>
      <xs:attribute ref="xml:lang"/>
    </xs:complexType>
  </xs:element>
</xs:schema>`,
  },
  imports: [
    {
      fileName: 'lang.xsd',
      contents: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/XML/1998/namespace">
  <xs:attribute name="lang" type="xs:language"/>
</xs:schema>`,
    },
  ],
};

describe('validateWithXsd', () => {
  it('accepts a document its schema allows, Nepali text and an imported attribute included', async () => {
    const outcome = await validateWithXsd(
      '<story xmlns="urn:test:desk" xml:lang="ne"><headline>बजेट पारित</headline><urgency>3</urgency></story>',
      DESK,
    );
    expect(outcome).toEqual({ valid: true, errors: [] });
  });

  it('rejects a document its schema does not allow, naming the element and the fault', async () => {
    const missing = await validateWithXsd('<story xmlns="urn:test:desk"><headline>x</headline></story>', DESK);
    expect(missing.valid).toBe(false);
    expect(missing.errors.join('\n')).toContain(
      "Element '{urn:test:desk}story': Missing child element(s). Expected is ( {urn:test:desk}urgency )",
    );
    const badValue = await validateWithXsd('<story xmlns="urn:test:desk"><headline>x</headline><urgency>soon</urgency></story>', DESK);
    expect(badValue.valid).toBe(false);
    expect(badValue.errors.join('\n')).toContain("'soon' is not a valid value");
    const malformed = await validateWithXsd('<story xmlns="urn:test:desk"><headline>x</story>', DESK);
    expect(malformed.valid).toBe(false);
  });
});

describe("IPTC's schemas (test/fixtures/iptc-xsd)", () => {
  const item = (inside: string) =>
    `<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" guid="urn:test:1" version="1" standard="NewsML-G2" standardversion="2.35" conformance="power" xml:lang="ne">${inside}</newsItem>`;
  const itemMeta =
    '<itemMeta><itemClass qcode="ninat:text"/><provider literal="agency"/><versionCreated>2026-11-27T09:15:00Z</versionCreated></itemMeta>';

  it('NewsML-G2 2.35: accepts a minimal news item and rejects one without itemMeta or with a bad date', async () => {
    expect(await validateIptc(item(itemMeta), 'newsml-g2')).toEqual({ valid: true, errors: [] });
    const noMeta = await validateIptc(item('<contentMeta/>'), 'newsml-g2');
    expect(noMeta?.valid).toBe(false);
    expect(noMeta?.errors.join('\n')).toContain('contentMeta');
    const badDate = await validateIptc(item(itemMeta.replace('2026-11-27T09:15:00Z', 'yesterday')), 'newsml-g2');
    expect(badDate?.valid).toBe(false);
  });

  it('NITF 3.6: accepts a minimal document and rejects an element the schema does not know', async () => {
    const nitf = (body: string) =>
      `<nitf xmlns="http://iptc.org/std/NITF/2006-10-18/" version="-//IPTC//DTD NITF 3.6//EN"><head><title>शीर्षक</title></head><body>${body}</body></nitf>`;
    expect(await validateIptc(nitf('<body.content><p>पाठ</p></body.content>'), 'nitf')).toEqual({ valid: true, errors: [] });
    const unknown = await validateIptc(nitf('<body.content><para>x</para></body.content>'), 'nitf');
    expect(unknown?.valid).toBe(false);
    expect(unknown?.errors.join('\n')).toContain('para');
  });
});
