import { staffNewsDetail } from '../publishing.schema.ts';
import { ownNewsQuery, ownNewsRow } from '../uploads.schema.ts';
import { deskTable } from './staff-table.ts';

/**
 * The agency's news desk (model `news`). Desk editors (and administrators). Publishing (and publishing again) is what starts
 * auto-posting to clients' social pages.
 */
export const newsDeskContract = deskTable(
  'news',
  { query: ownNewsQuery, row: ownNewsRow, detail: staffNewsDetail },
  {
    description:
      'JSON (the fields, without files) or multipart: `data` (the JSON of the request: fields, and `media` listing saved files by `id` and new ones by `file` index, in order, with captions) and `files` (repeated: JPG, PNG images up to 5 MB, MP4, MOV, AVI videos, one PDF)',
    onUpdate: 'saved files left out of `media` are removed',
  },
);
