/** One message of a .po file: its context, its id (and plural id), and its translations (one per plural form). */
export type PoMessage = { context?: string; id: string; plural?: string; translations: string[]; fuzzy: boolean };

const MO_MAGIC = 0x950412de;
const HEADER_BYTES = 28;

/** The text of a quoted .po string, its C escapes undone. */
function unquote(quoted: string, lineNumber: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(quoted.trim());
  if (!match) throw new Error(`line ${lineNumber}: expected a quoted string, got ${quoted}`);
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' };
  return (match[1] ?? '').replace(/\\(.)/g, (_, character: string) => {
    const text = escapes[character];
    if (text === undefined) throw new Error(`line ${lineNumber}: unknown escape \\${character}`);
    return text;
  });
}

/** The messages of a .po file (the header is the message whose id is ""). */
export function parsePo(source: string): PoMessage[] {
  const messages: PoMessage[] = [];
  let current: PoMessage | null = null;
  let fuzzy = false;
  /** Where the next continuation line ("…") goes. */
  let append: ((text: string) => void) | null = null;
  const finish = () => {
    if (current) messages.push(current);
    current = null;
  };
  const message = () => {
    current ??= { id: '', translations: [], fuzzy };
    return current;
  };

  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (line === '') {
      append = null;
      return;
    }
    if (line.startsWith('#')) {
      if (current && current.translations.length > 0) finish();
      if (line.startsWith('#,') && line.includes('fuzzy')) fuzzy = true;
      append = null;
      return;
    }
    if (line.startsWith('"')) {
      if (!append) throw new Error(`line ${lineNumber}: a string continues nothing`);
      append(unquote(line, lineNumber));
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)$/.exec(line);
    if (!keyword) throw new Error(`line ${lineNumber}: cannot read ${line}`);
    const [, name, pluralIndex, rest = ''] = keyword;
    const text = unquote(rest, lineNumber);
    if ((name === 'msgctxt' || name === 'msgid') && current && current.translations.length > 0) finish();
    const target = message();
    if (name === 'msgctxt') {
      target.context = text;
      append = (more) => {
        target.context += more;
      };
    } else if (name === 'msgid') {
      target.id = text;
      target.fuzzy = fuzzy;
      fuzzy = false;
      append = (more) => {
        target.id += more;
      };
    } else if (name === 'msgid_plural') {
      target.plural = text;
      append = (more) => {
        target.plural += more;
      };
    } else {
      const slot = pluralIndex === undefined ? 0 : Number(pluralIndex);
      target.translations[slot] = text;
      append = (more) => {
        target.translations[slot] += more;
      };
    }
  });
  finish();
  return messages;
}

/**
 * A GNU .mo file of a .po file's translated messages, as `msgfmt` writes it (little-endian, no hash table):
 * fuzzy and untranslated messages are left out, the header kept.
 */
export function compileMo(po: string): Buffer {
  const entries = parsePo(po)
    .filter((message) => message.id === '' || (!message.fuzzy && message.translations.length > 0 && message.translations.every(Boolean)))
    .map((message) => {
      const id = message.plural === undefined ? message.id : `${message.id}\0${message.plural}`;
      return {
        key: Buffer.from(message.context === undefined ? id : `${message.context}\x04${id}`, 'utf8'),
        value: Buffer.from(message.translations.join('\0'), 'utf8'),
      };
    })
    .sort((a, b) => Buffer.compare(a.key, b.key));

  const count = entries.length;
  const keysTable = HEADER_BYTES;
  const valuesTable = keysTable + count * 8;
  let offset = valuesTable + count * 8;
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(MO_MAGIC, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(keysTable, 12);
  header.writeUInt32LE(valuesTable, 16);
  header.writeUInt32LE(0, 20);
  header.writeUInt32LE(offset, 24);

  const keys = Buffer.alloc(count * 8);
  const values = Buffer.alloc(count * 8);
  const strings: Buffer[] = [];
  const place = (table: Buffer, index: number, text: Buffer) => {
    table.writeUInt32LE(text.length, index * 8);
    table.writeUInt32LE(offset, index * 8 + 4);
    strings.push(text, Buffer.alloc(1));
    offset += text.length + 1;
  };
  for (const [index, entry] of entries.entries()) place(keys, index, entry.key);
  for (const [index, entry] of entries.entries()) place(values, index, entry.value);
  return Buffer.concat([header, keys, values, ...strings]);
}
