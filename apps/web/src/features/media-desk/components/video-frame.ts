/** A chosen video file opened in a detached <video>, once its duration and size are known. */
async function openVideo(file: File): Promise<{ video: HTMLVideoElement; close(): void }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  const close = () => URL.revokeObjectURL(url);
  try {
    await once(video, 'loadedmetadata');
  } catch (error) {
    close();
    throw error;
  }
  return { video, close };
}

function once(target: HTMLVideoElement, event: 'loadedmetadata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error('The browser cannot read this video')), { once: true });
  });
}

/** The video's length in seconds, as the browser reads it. */
export async function videoDuration(file: File): Promise<number> {
  const { video, close } = await openVideo(file);
  close();
  return video.duration;
}

/**
 * The frame of `file` at `seconds` (kept inside the video) drawn on a canvas, as a JPEG poster to upload.
 * No server-side tool is needed: the browser decodes the video it is about to send.
 */
export async function posterFrame(file: File, seconds: number): Promise<File> {
  const { video, close } = await openVideo(file);
  try {
    video.currentTime = Math.min(Math.max(seconds, 0), Math.max(video.duration - 0.1, 0));
    await once(video, 'seeked');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error('The frame could not be drawn');
    return new File([blob], 'poster.jpg', { type: 'image/jpeg' });
  } finally {
    close();
  }
}
