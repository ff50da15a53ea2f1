import type { DeskMediaQuery, DeskMediaRow, Paged, VideoDeskDetail, VideoDeskFields } from '@portal/shared';
import { messages } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Audit } from '../audit/audit.service.ts';
import { choiceErrors } from '../content/choice-errors.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { presentDeskMedia, presentDeskRows, removeWithFiles } from '../content/desk-media.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';
import type { VideoDeskRepository } from '../videos/video-desk.repository.ts';
import { type VideosService, videoText } from '../videos/videos.service.ts';

/** The files of a save: the video (required to create, replacing the saved one on edit) and its poster. */
export type VideoFiles = { video?: StagedMedia[] | undefined; poster?: StagedMedia[] | undefined };

const filesToAttach = (files: VideoFiles): FileToAttach[] => [
  ...(files.video ?? []).map((staged) => ({ staged, role: 'main' as const })),
  ...(files.poster ?? []).map((staged) => ({ staged, role: 'poster' as const })),
];

/**
 * The agency's videos desk: every video whatever its status; the file (streamed, large), a
 * poster picked or drawn from the video in the browser, texts, classification, schedule and status.
 */
export function createVideoDeskService(deps: {
  db: Database;
  repository: VideoDeskRepository;
  videos: Pick<VideosService, 'create'>;
  media: MediaRepository;
  mediaService: MediaService;
  lookups: LookupsRepository;
  links: MediaLinks;
  cache: ContentCache;
  audit: Audit;
  now: () => Date;
}) {
  const { repository } = deps;

  async function filesOf(id: number, via?: Database): Promise<MediaRow[]> {
    return (await deps.media.ofOwners('videoId', [id], via)).get(id) ?? [];
  }

  async function assertKnownChoices(body: VideoDeskFields) {
    const errors = await choiceErrors(deps.lookups, body);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  const columns = (body: VideoDeskFields) => ({
    ...videoText(body.title, body.meta_description ?? '', body.description),
    languageId: body.language_id,
    categoryIds: [...new Set(body.category_ids)],
    status: body.status,
    usageTerms: body.usage_terms,
    editorNote: body.editor_note,
    publishAt: body.publish_at ? new Date(body.publish_at) : undefined,
    ...(body.duration_seconds === undefined ? {} : { durationSeconds: body.duration_seconds }),
    ...resolvePlaceTag(body),
  });

  /** The audit row of a save: what the form said of the video, and the files it replaced. */
  const audited = (tx: Database, action: 'video.create' | 'video.update', id: number, body: VideoDeskFields, files?: string[]) =>
    deps.audit.record(tx, { action, object: { type: 'video', id }, after: { title: body.title, status: body.status, files } });

  return {
    async list(query: DeskMediaQuery): Promise<Paged<DeskMediaRow>> {
      const { rows, total } = await repository.list(query);
      return presentDeskRows(deps, 'videoId', rows, total, query);
    },

    async detail(id: number): Promise<VideoDeskDetail> {
      const row = await repository.find(id);
      if (!row) throw new NotFoundError();
      const files = await filesOf(id);
      const withRole = (role: MediaRow['role']) => {
        const file = files.find((candidate) => candidate.role === role);
        return file ? presentDeskMedia(file, deps.links) : null;
      };
      return {
        id: row.id,
        title: row.title,
        meta_description: row.metaDescription,
        description: row.description,
        language_id: row.languageId,
        category_ids: row.categoryIds,
        status: row.status,
        publish_at: row.publishAt.toISOString(),
        duration_seconds: row.durationSeconds,
        usage_terms: row.usageTerms,
        editor_note: row.editorNote,
        video: withRole('main'),
        poster: withRole('poster'),
        ...placeTagOf(row),
      };
    },

    async publish(staffId: number, body: VideoDeskFields, files: VideoFiles): Promise<number> {
      if (!files.video?.length) throw ValidationError.field('video', messages.videoFileRequired);
      await assertKnownChoices(body);
      const { publishAt, ...values } = columns(body);
      const row = await deps.videos.create({
        ...values,
        publishAt: publishAt ?? deps.now(),
        userId: staffId,
        files: filesToAttach(files),
        record: (tx, saved) => audited(tx, 'video.create', saved.id, body),
      });
      return row.id;
    },

    /** A new video or poster replaces the saved one (deleted once the save commits). */
    async update(id: number, body: VideoDeskFields, files: VideoFiles): Promise<void> {
      await assertKnownChoices(body);
      const replaced = new Set<MediaRow['role']>([
        ...(files.video?.length ? ['main' as const] : []),
        ...(files.poster?.length ? ['poster' as const] : []),
      ]);
      await saveWithFiles(
        deps,
        {
          owner: 'videoId',
          folder: 'videos',
          files: filesToAttach(files),
          dropping: async (tx, itemId) => (await filesOf(itemId, tx)).filter((file) => replaced.has(file.role)),
          record: (tx) => audited(tx, 'video.update', id, body, [...replaced]),
        },
        async (tx) => {
          const row = await repository.update(id, { ...columns(body), updatedAt: deps.now() }, tx);
          if (!row) throw new NotFoundError();
          return row;
        },
      );
    },

    remove: (ids: number[]) =>
      removeWithFiles(deps, () =>
        repository.remove(ids, async (tx, deleted) => {
          for (const id of deleted) await deps.audit.record(tx, { action: 'video.delete', object: { type: 'video', id } });
        }),
      ),
  };
}
export type VideoDeskService = ReturnType<typeof createVideoDeskService>;
