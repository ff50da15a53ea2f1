import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { posterFrame, videoDuration } from './video-frame.ts';

/** A <video> that "loads" a 6 s, 640×360 clip and seeks at once: jsdom decodes no media. */
class FakeVideo extends EventTarget {
  static readable = true;
  duration = 6;
  videoWidth = 640;
  videoHeight = 360;
  muted = false;
  preload = '';
  seekedTo: number | undefined;
  set src(_url: string) {
    queueMicrotask(() => this.dispatchEvent(new Event(FakeVideo.readable ? 'loadedmetadata' : 'error')));
  }
  set currentTime(seconds: number) {
    this.seekedTo = seconds;
    queueMicrotask(() => this.dispatchEvent(new Event('seeked')));
  }
}

const drawn = { video: undefined as FakeVideo | undefined, size: [0, 0], drawImage: vi.fn() };

beforeEach(() => {
  FakeVideo.readable = true;
  drawn.drawImage.mockClear();
  stubObjectUrls('blob:clip');
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    if (tag === 'video') {
      drawn.video = new FakeVideo();
      return drawn.video as never;
    }
    if (tag !== 'canvas') return create(tag);
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: drawn.drawImage }),
      toBlob: (done: (blob: Blob) => void, type: string) => {
        drawn.size = [canvas.width, canvas.height];
        done(new Blob(['jpeg'], { type }));
      },
    };
    return canvas as never;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const clip = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });

describe('video frames', () => {
  it('draws the frame at the chosen second, full size, as a JPEG poster', async () => {
    const poster = await posterFrame(clip, 2.5);
    expect(drawn.video?.seekedTo).toBe(2.5);
    expect(drawn.drawImage).toHaveBeenCalledWith(drawn.video, 0, 0, 640, 360);
    expect(drawn.size).toEqual([640, 360]);
    expect([poster.name, poster.type]).toEqual(['poster.jpg', 'image/jpeg']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:clip');
  });

  it('keeps the chosen time inside the video', async () => {
    await posterFrame(clip, 60);
    expect(drawn.video?.seekedTo).toBeCloseTo(5.9);
    await posterFrame(clip, -3);
    expect(drawn.video?.seekedTo).toBe(0);
  });

  it('reads the duration, and fails on a video the browser cannot read', async () => {
    expect(await videoDuration(clip)).toBe(6);
    FakeVideo.readable = false;
    await expect(posterFrame(clip, 1)).rejects.toThrow('The browser cannot read this video');
    expect(drawn.drawImage).not.toHaveBeenCalled();
  });
});
