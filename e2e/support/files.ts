/** Files the specs send: two demo photos (paths from the e2e folder) and a real, padded PDF. */
export const DEMO_IMAGES = ['../apps/server/assets/demo/kathmandu-skyline.jpg', '../apps/server/assets/demo/pokhara-colours.jpg'];

/** A real PDF (file-type knows it by `%PDF-`), padded so a slowed line shows the upload progress. */
export function pdfFile(name: string, paddingBytes = 300_000) {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200]>> endobj',
    `%${' '.repeat(paddingBytes)}`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}
