/**
 * What writing a picture's IPTC metadata costs (apps/server/src/lib/metadata-writer.ts): exiftool's first
 * start, then each write into a news photo of camera size (JPEG, 6000 × 4000, from a photo given as the
 * first argument, else a photo of noise) and into its WebP renditions, as the picture-metadata job does.
 * Run: node bench/picture-metadata.ts [photo.jpg]. A number, never a test.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { makeRenditions } from '../apps/server/src/lib/image-renditions.ts';
import { iptcTags, type PictureMetadata } from '../apps/server/src/lib/iptc-photo-metadata.ts';
import { createMetadataWriter } from '../apps/server/src/lib/metadata-writer.ts';

const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const WIDTH = 6000;
const HEIGHT = 4000;
const ROUNDS = 20;

async function cameraPhoto(): Promise<Buffer> {
  const source = process.argv[2];
  if (source) return sharp(fs.readFileSync(source)).resize(WIDTH, HEIGHT, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
  const pixels = Buffer.alloc((WIDTH / 4) * (HEIGHT / 4) * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2_654_435_761) >>> 24;
  return sharp(pixels, { raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 } })
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality: 92 })
    .toBuffer();
}

const metadata: PictureMetadata = {
  headline: 'काठमाडौंमा मनसुनको पहिलो झरी',
  caption: 'रत्नपार्कमा छाता ओढेर हिँड्दै यात्रुहरू। '.repeat(4),
  credit: 'Rastriya Samachar Sewa',
  creator: null,
  source: 'Rastriya Samachar Sewa',
  copyrightNotice: '© 2026 Rastriya Samachar Sewa',
  usageTerms: 'For use by subscribers of Rastriya Samachar Sewa under their subscription agreement; credit Rastriya Samachar Sewa.',
  dateCreated: new Date(),
  place: { city: 'काठमाडौं', province: 'बागमती', country: 'नेपाल', countryCode: 'NPL' },
  keywords: ['राजनीति', 'मौसम'],
  mediaTopics: [],
  identifier: 'https://portal.example/news/1/files/1',
  jobId: 'news-1',
  language: 'ne',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const photo = await cameraPhoto();
const renditions = await makeRenditions(photo, WIDTH);
const writer = createMetadataWriter();
const tags = iptcTags(metadata);
let started = performance.now();
const first = await writer.write(photo, 'jpg', tags);
const firstMs = performance.now() - started;
const originalMs: number[] = [];
const renditionsMs: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  started = performance.now();
  await writer.write(photo, 'jpg', { ...tags, 'XMP-dc:Identifier': `round ${round}` });
  originalMs.push(performance.now() - started);
  started = performance.now();
  for (const rendition of renditions) await writer.write(rendition.data, 'webp', tags);
  renditionsMs.push(performance.now() - started);
}
const version = await writer.version();
await writer.end();
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(`exiftool ${version}`);
console.log(
  `photo ${WIDTH} × ${HEIGHT} JPEG, ${kb(photo.length)}; renditions ${renditions.map((one) => `${one.width} px ${kb(one.data.length)}`).join(', ')}`,
);
console.log(`metadata added ${kb(first.length - photo.length)} to the original`);
console.log(`first write (exiftool starting): ${firstMs.toFixed(0)} ms`);
console.log(`original: median ${median(originalMs).toFixed(1)} ms over ${ROUNDS} writes`);
console.log(`its ${renditions.length} renditions: median ${median(renditionsMs).toFixed(1)} ms together`);
process.exit(0);
