import type { DeskMediaQuery, DeskMediaRow, GalleryDeskDetail, GalleryDeskFields, Paged } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { planMedia, presentDeskMedia, presentDeskRows, removeWithFiles } from '../content/desk-media.ts';
import { saveWithFiles } from '../content/save-with-files.ts';
import type { GalleryRow } from '../gallery/gallery.repository.ts';
import { type GalleryService, galleryText } from '../gallery/gallery.service.ts';
import type { GalleryDeskRepository } from '../gallery/gallery-desk.repository.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';

/**
 * The agency's galleries desk: every gallery whatever its status, published now or at a
 * future time (embargoed until then) or unpublished; its images in order, each with a caption.
 */
/** What the audit trail keeps of a gallery. */
const audited = (row: GalleryRow) => ({
  title: row.title,
  description: row.description,
  status: row.status,
  usage_terms: row.usageTerms,
  editor_note: row.editorNote,
  publish_at: row.publishAt,
});

export function createGalleryDeskService(deps: {
  db: Database;
  repository: GalleryDeskRepository;
  gallery: Pick<GalleryService, 'create'>;
  media: MediaRepository;
  mediaService: MediaService;
  links: MediaLinks;
  cache: ContentCache;
  audit: Audit;
  now: () => Date;
}) {
  const { repository } = deps;

  async function imagesOf(id: number): Promise<MediaRow[]> {
    return (await deps.media.ofOwners('galleryId', [id])).get(id) ?? [];
  }

  const publishAt = (body: GalleryDeskFields) => (body.publish_at ? new Date(body.publish_at) : undefined);

  return {
    async list(query: DeskMediaQuery): Promise<Paged<DeskMediaRow>> {
      const { rows, total } = await repository.list(query);
      return presentDeskRows(deps, 'galleryId', rows, total, query);
    },

    async detail(id: number): Promise<GalleryDeskDetail> {
      const row = await repository.find(id);
      if (!row) throw new NotFoundError();
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        status: row.status,
        publish_at: row.publishAt.toISOString(),
        usage_terms: row.usageTerms,
        editor_note: row.editorNote,
        images: (await imagesOf(id)).map((file) => presentDeskMedia(file, deps.links)),
        ...placeTagOf(row),
      };
    },

    async publish(staffId: number, body: GalleryDeskFields, images: StagedMedia[] = []): Promise<number> {
      const place = resolvePlaceTag(body);
      const plan = planMedia({ media: deps.media, owner: 'galleryId' }, body.media, [], images);
      const row = await deps.gallery.create({
        title: body.title,
        description: body.description,
        status: body.status,
        usageTerms: body.usage_terms,
        editorNote: body.editor_note,
        publishAt: publishAt(body) ?? deps.now(),
        userId: staffId,
        files: plan.added,
        ...place,
        record: (tx, saved) =>
          deps.audit.record(tx, {
            action: 'gallery.create',
            object: { type: 'gallery', id: saved.id },
            after: { title: saved.title, status: saved.status, publish_at: saved.publishAt },
          }),
      });
      return row.id;
    },

    /** Texts, status and schedule as sent; images kept, added, removed, reordered and captioned as `media` lists them. */
    async update(id: number, body: GalleryDeskFields, images: StagedMedia[] = []): Promise<void> {
      const place = resolvePlaceTag(body);
      const plan = planMedia({ media: deps.media, owner: 'galleryId' }, body.media, await imagesOf(id), images);
      let before: Record<string, unknown> | undefined;
      let after: Record<string, unknown> | undefined;
      await saveWithFiles(
        deps,
        {
          owner: 'galleryId',
          folder: 'gallery',
          files: plan.added,
          dropping: plan.dropping,
          arrange: plan.arrange(),
          record: (tx) => deps.audit.record(tx, { action: 'gallery.update', object: { type: 'gallery', id }, before, after }),
        },
        async (tx) => {
          const found = await repository.find(id, tx);
          before = found && audited(found);
          const row = await repository.update(
            id,
            {
              ...galleryText(body.title, body.description),
              status: body.status,
              usageTerms: body.usage_terms,
              editorNote: body.editor_note,
              publishAt: publishAt(body),
              updatedAt: deps.now(),
              ...place,
            },
            tx,
          );
          if (!row) throw new NotFoundError();
          after = audited(row);
          return row;
        },
      );
    },

    remove: (ids: number[]) =>
      removeWithFiles(deps, () =>
        repository.remove(ids, async (tx, deleted) => {
          for (const id of deleted) await deps.audit.record(tx, { action: 'gallery.delete', object: { type: 'gallery', id } });
        }),
      ),
  };
}
export type GalleryDeskService = ReturnType<typeof createGalleryDeskService>;
