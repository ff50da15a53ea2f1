import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMo, parsePo } from './gettext-mo.ts';

const PO = `# A comment
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#: file.php:1
msgid "Save"
msgstr "सुरक्षित गर्नुहोस्"

msgctxt "menu"
msgid "Post"
msgstr "पोस्ट"

msgid "Line one\\n"
"line \\"two\\""
msgstr "पहिलो\\n"
"दोस्रो"

msgid "%d post"
msgid_plural "%d posts"
msgstr[0] "%d पोस्ट"
msgstr[1] "%d पोस्टहरू"

#, fuzzy
msgid "Unsure"
msgstr "अनिश्चित"

msgid "Untranslated"
msgstr ""
`;

/** The [original, translation] pairs of a .mo file, read as gettext reads it. */
function readMo(mo: Buffer): [string, string][] {
  expect(mo.readUInt32LE(0)).toBe(0x950412de);
  const count = mo.readUInt32LE(8);
  const keys = mo.readUInt32LE(12);
  const values = mo.readUInt32LE(16);
  const at = (table: number, index: number) => {
    const length = mo.readUInt32LE(table + index * 8);
    const offset = mo.readUInt32LE(table + index * 8 + 4);
    expect(mo[offset + length]).toBe(0);
    return mo.subarray(offset, offset + length).toString('utf8');
  };
  return Array.from({ length: count }, (_, index) => [at(keys, index), at(values, index)]);
}

describe('gettext .po → .mo', () => {
  it('reads contexts, plurals, continued lines and escapes', () => {
    const messages = parsePo(PO);
    expect(messages.map((message) => message.id)).toEqual([
      '',
      'Save',
      'Post',
      'Line one\nline "two"',
      '%d post',
      'Unsure',
      'Untranslated',
    ]);
    expect(messages[2]).toMatchObject({ context: 'menu', translations: ['पोस्ट'] });
    expect(messages[4]).toMatchObject({ plural: '%d posts', translations: ['%d पोस्ट', '%d पोस्टहरू'] });
    expect(messages[5]?.fuzzy).toBe(true);
    expect(messages[0]?.translations[0]).toContain('Plural-Forms');
  });

  it('writes the header and the translated messages sorted by original, leaving out fuzzy and empty ones', () => {
    const pairs = readMo(compileMo(PO));
    expect(pairs.map(([original]) => original)).toEqual(['', '%d post\0%d posts', 'Line one\nline "two"', 'Save', 'menu\x04Post']);
    expect(Object.fromEntries(pairs)).toMatchObject({
      Save: 'सुरक्षित गर्नुहोस्',
      'menu\x04Post': 'पोस्ट',
      '%d post\0%d posts': '%d पोस्ट\0%d पोस्टहरू',
      'Line one\nline "two"': 'पहिलो\nदोस्रो',
    });
  });

  it('refuses what is not a .po file', () => {
    expect(() => parsePo('msgid Save')).toThrow(/line 1/);
    expect(() => parsePo('"orphan"')).toThrow(/continues nothing/);
  });

  it.skipIf(!hasPhpGettextReader())("is read by PHP (WordPress's MO reader is plain PHP too)", () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mo-'));
    try {
      const file = path.join(directory, 'test.mo');
      fs.writeFileSync(file, compileMo(PO));
      // A minimal reader the way WordPress's pomo/mo.php reads: the table of originals and translations.
      const script = `$f=file_get_contents($argv[1]);$h=unpack('Vmagic/Vrev/Vn/Vo/Vt',$f);$out=[];for($i=0;$i<$h['n'];$i++){$o=unpack('Vl/Vp',substr($f,$h['o']+$i*8,8));$t=unpack('Vl/Vp',substr($f,$h['t']+$i*8,8));$out[substr($f,$o['p'],$o['l'])]=substr($f,$t['p'],$t['l']);}echo json_encode($out);`;
      const read = JSON.parse(execFileSync('php', ['-r', script, file], { encoding: 'utf8' })) as Record<string, string>;
      expect(read.Save).toBe('सुरक्षित गर्नुहोस्');
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

function hasPhpGettextReader(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
