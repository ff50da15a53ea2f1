/** Parentheses and backslashes are the only characters a PDF string literal must escape. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

const BYLINE = 'Rastriya Samachar Sewa - demo document';

/**
 * A one-page A4 PDF with a heading, the agency byline and a few lines in Helvetica (a standard font, so nothing is
 * embedded), built by hand with an exact cross-reference table so every viewer opens it.
 * Latin-1 text only: the standard fonts carry no Devanagari.
 */
export function demoPdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `${pdfString(heading)} Tj`,
    '/F1 12 Tf 0 -32 Td 16 TL',
    ...[BYLINE, ...lines].map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const xref = [
    `xref\n0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  ].join('\n');
  return Buffer.from(body + xref, 'latin1');
}
