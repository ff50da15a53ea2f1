import type { UpdateNewsFields } from '@portal/shared';
import type { FieldChange } from '../../../db/schema.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { fileLabel } from '../../content/desk-media.ts';
import { saveWithFiles } from '../../content/save-with-files.ts';
import type { StagedMedia } from '../../media/media.service.ts';
import { deriveNewsRow } from '../../news/news-row.ts';
import { resolvePlaceTag } from '../../places/place-tags.ts';
import { assertKnownChoices, type Editable, editable, filesOf, formColumns, type NewsDeskDeps, plannedFiles } from './shared.ts';

const MINUTE_MS = 60_000;

/**
 * The publish time a save asks for. The editor's "Publish at" holds whole minutes, so the stored time sent back
 * unchanged arrives cut to its minute: that same minute keeps the stored time, and only another minute is a change.
 */
function publishAtOf(sent: string | undefined, stored: Date): Date {
  if (!sent) return stored;
  const asked = new Date(sent);
  const sameMinute = Math.floor(asked.getTime() / MINUTE_MS) === Math.floor(stored.getTime() / MINUTE_MS);
  return sameMinute ? stored : asked;
}

/** A correction that publishes an item, takes it out, or changes it otherwise. */
function auditActionOf(changes: Record<string, FieldChange>) {
  const status = changes.status?.to;
  if (status === 'published') return 'news.publish' as const;
  if (status !== undefined) return 'news.withdraw' as const;
  return 'news.update' as const;
}

function changesBetween(before: Editable, after: Editable): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(before) as (keyof Editable)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * A correction, a new schedule, or (un)publishing: the changed fields are recorded with their editor,
 * an item clients could already read is marked revised, and an item going out is fanned out to
 * auto-posting (once per client, whatever the number of edits).
 */
export function createCorrectNews(
  deps: Pick<NewsDeskDeps, 'db' | 'newsRepository' | 'lookups' | 'media' | 'mediaService' | 'cache' | 'audit' | 'now'>,
) {
  const { newsRepository } = deps;
  return async function update(staffId: number, id: number, body: UpdateNewsFields, files: StagedMedia[] = []): Promise<void> {
    await assertKnownChoices(deps.lookups, body);
    const place = resolvePlaceTag(body);
    const saved = await filesOf(deps.media, id);
    const plan = plannedFiles(deps.media, body, saved, files);
    const at = deps.now();
    let changes: Record<string, FieldChange> = {};
    await saveWithFiles(
      deps,
      {
        owner: 'newsId',
        folder: 'news',
        files: plan.added,
        dropping: plan.dropping,
        arrange: plan.arrange(async (tx, after) => {
          if (plan.changed) changes.attachments = { from: saved.map(fileLabel), to: after.map(fileLabel) };
          if (Object.keys(changes).length > 0) await newsRepository.insertVersion(id, staffId, changes, tx);
        }),
        record: async (tx) => {
          if (Object.keys(changes).length === 0) return;
          await deps.audit.record(tx, {
            action: auditActionOf(changes),
            object: { type: 'news', id },
            before: Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.from])),
            after: Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])),
          });
        },
      },
      async (tx) => {
        const before = await newsRepository.lockForUpdate(id, tx);
        if (!before) throw new NotFoundError();
        const { searchText, searchHead, ...text } = deriveNewsRow({
          title: body.title,
          content: body.content ?? '',
          metaDescription: body.meta_description ?? '',
        });
        const values = {
          ...text,
          ...formColumns(body),
          status: body.status,
          publishAt: publishAtOf(body.publish_at, before.publishAt),
          ...place,
        };
        changes = changesBetween(editable(before), editable({ ...before, ...values }));
        if (Object.keys(changes).length === 0 && !plan.changed) return before;
        const wasReadable = before.status === 'published' && before.publishAt <= at;
        const after = await newsRepository.update(
          id,
          { ...values, searchText, searchHead, updatedAt: at, ...(wasReadable ? { revisedAt: at } : {}) },
          tx,
        );
        if (!after) throw new NotFoundError();
        return after;
      },
    );
  };
}
