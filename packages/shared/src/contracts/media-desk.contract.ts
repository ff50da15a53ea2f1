import { deskMediaQuery, deskMediaRow, galleryDeskDetail, videoDeskDetail } from '../media-desk.schema.ts';
import { deskTable } from './staff-table.ts';

/** The agency's galleries and videos desks (models `galleries` and `videos`). Desk editors (and administrators). */
export const mediaDeskContract = {
  galleries: deskTable(
    'galleries',
    { query: deskMediaQuery, row: deskMediaRow, detail: galleryDeskDetail },
    {
      description:
        'Multipart: `data` (the JSON of the request; `media` lists saved images by `id` and new ones by `files` index, in order, with captions) and `files` (repeated: JPG, PNG, WebP up to 5 MB each)',
      onUpdate: 'saved images left out of `media` are removed',
    },
  ),
  videos: deskTable(
    'videos',
    { query: deskMediaQuery, row: deskMediaRow, detail: videoDeskDetail },
    {
      description:
        'Multipart: `data` (the JSON of the request), `video` (MP4, WebM, MOV or AVI, streamed to disk, up to MAX_VIDEO_UPLOAD_MB) and `poster` (JPG, PNG or WebP up to 5 MB)',
      onUpdate: 'a new video or poster replaces the saved one',
    },
  ),
};
