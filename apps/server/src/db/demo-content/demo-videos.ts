import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SHOWCASE } from './demo-showcase.ts';
import type { DemoLanguage } from './demo-texts.ts';

/** Committed with the source (see assets/demo/README.md), so the server resolves them from here, whatever the cwd. */
const ASSETS = path.resolve(import.meta.dirname, '../../../assets/demo');

const CLIPS = ['kathmandu-skyline', 'pokhara-colours', 'fractal-zoom'] as const;
type ClipName = (typeof CLIPS)[number];
export type DemoClip = { video: Buffer; poster: Buffer; durationSeconds: number };

/** Every committed clip lasts six seconds. */
const CLIP_SECONDS = 6;

export type DemoClips = Record<ClipName, DemoClip>;

export async function loadDemoClips(): Promise<DemoClips> {
  const loaded = await Promise.all(
    CLIPS.map(async (name) => {
      const [video, poster] = await Promise.all([
        fs.readFile(path.join(ASSETS, `${name}.mp4`)),
        fs.readFile(path.join(ASSETS, `${name}.jpg`)),
      ]);
      return [name, { video, poster, durationSeconds: CLIP_SECONDS }] as const;
    }),
  );
  return Object.fromEntries(loaded) as DemoClips;
}

export type DemoVideo = {
  title: string;
  description: string;
  language: DemoLanguage;
  categoryIds: number[];
  clip: ClipName;
  daysAgo: number;
};

/** The videos of the demo; the first is the showcase video, published today. */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: DEMO_SHOWCASE.video,
    description: '<p>Evening light over the valley, filmed from the hills to the north of the city.</p>',
    language: 'en',
    categoryIds: [8, 9],
    clip: 'kathmandu-skyline',
    daysAgo: 0,
  },
  {
    title: 'भिडियो: विज्ञान प्रदर्शनीमा फ्र्याक्टलको जादु',
    description: '<p>राष्ट्रिय विज्ञान प्रदर्शनीमा विद्यार्थीले कम्प्युटरमा बनाएका फ्र्याक्टल चित्र।</p>',
    language: 'ne',
    categoryIds: [6],
    clip: 'fractal-zoom',
    daysAgo: 2,
  },
  {
    title: 'Video: Colours of the Pokhara street festival',
    description: '<p>Lakeside in Pokhara fills with music and colour on the last day of the festival.</p>',
    language: 'en',
    categoryIds: [4, 9],
    clip: 'pokhara-colours',
    daysAgo: 5,
  },
  {
    title: 'भिडियो: काठमाडौंको साँझ',
    description: '<p>उपत्यकाको उत्तरी डाँडाबाट खिचिएको साँझको दृश्य।</p>',
    language: 'ne',
    categoryIds: [8],
    clip: 'kathmandu-skyline',
    daysAgo: 9,
  },
  {
    title: 'Video: Inside the national science fair',
    description: '<p>Students show how a few lines of code can draw endless patterns.</p>',
    language: 'en',
    categoryIds: [6, 8],
    clip: 'fractal-zoom',
    daysAgo: 16,
  },
  {
    title: 'भिडियो: पोखरामा रंगीन सडक महोत्सव',
    description: '<p>महोत्सवको अन्तिम दिन पोखराको लेकसाइड संगीत र रंगले भरियो।</p>',
    language: 'ne',
    categoryIds: [4],
    clip: 'pokhara-colours',
    daysAgo: 27,
  },
];
