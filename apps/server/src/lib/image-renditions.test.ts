import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeRenditions, renditionWidths } from './image-renditions.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2c5364' } })
    .jpeg()
    .toBuffer();

describe('renditionWidths', () => {
  it('makes every step of a wide picture and nothing wider than 1280', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 1280]);
  });

  it('never upscales: a narrow picture gets the steps it reaches and its own width when they stop well below it', () => {
    expect(renditionWidths(500)).toEqual([320, 500]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(700)).toEqual([320, 640]);
    expect(renditionWidths(330)).toEqual([320]);
    expect(renditionWidths(120)).toEqual([120]);
  });
});

describe('makeRenditions', () => {
  it('answers WebP pictures of each width, keeping the proportions', async () => {
    const renditions = await makeRenditions(await picture(1600, 900), 1600);
    const made = await Promise.all(renditions.map(async ({ data }) => sharp(data).metadata()));
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640, 1280]);
    expect(made.map(({ width, format, height }) => ({ width, format, height }))).toEqual([
      { width: 320, format: 'webp', height: 180 },
      { width: 640, format: 'webp', height: 360 },
      { width: 1280, format: 'webp', height: 720 },
    ]);
  });

  it('turns a picture upright by its EXIF orientation, so the widths are the upright ones', async () => {
    const sideways = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#fda085' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [first] = await makeRenditions(sideways);
    const metadata = await sharp(first?.data).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 720]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses a picture cut short', async () => {
    const whole = await picture(800, 600);
    await expect(makeRenditions(whole.subarray(0, whole.length / 2), 800)).rejects.toThrow();
  });
});
