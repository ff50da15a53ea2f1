import type { PublishNewsFields } from '@portal/shared';
import type { StagedMedia } from '../../media/media.service.ts';
import { resolvePlaceTag } from '../../places/place-tags.ts';
import { assertKnownChoices, formColumns, type NewsDeskDeps, plannedFiles } from './shared.ts';

/** A new item by the agency, published now or at its publish time (a future one is an embargo). */
export function createPublishNews(deps: Pick<NewsDeskDeps, 'news' | 'lookups' | 'media' | 'audit' | 'now'>) {
  return async function publish(staffId: number, body: PublishNewsFields, files: StagedMedia[] = []): Promise<number> {
    await assertKnownChoices(deps.lookups, body);
    const place = resolvePlaceTag(body);
    const plan = plannedFiles(deps.media, body, [], files);
    const row = await deps.news.create({
      title: body.title,
      content: body.content ?? '',
      metaDescription: body.meta_description ?? '',
      ...formColumns(body),
      status: 'published',
      publishAt: body.publish_at ? new Date(body.publish_at) : deps.now(),
      userId: staffId,
      files: plan.added,
      ...place,
      record: (tx, saved) =>
        deps.audit.record(tx, {
          action: 'news.publish',
          object: { type: 'news', id: saved.id },
          after: {
            title: saved.title,
            status: saved.status,
            publish_at: saved.publishAt,
            language_id: saved.languageId,
            category_ids: saved.categoryIds,
          },
        }),
    });
    return row.id;
  };
}
