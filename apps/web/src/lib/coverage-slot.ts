import type { CoverageLink } from '@portal/shared';
import type { ComponentType } from 'react';

/** A desk's item as the agenda's coverage is linked to it: its kind and id, its title, and whether readers see it yet. */
export type CoverageItem = CoverageLink & {
  title: string;
  /** Published and its publish time come: only such an item can deliver a coverage. */
  published: boolean;
};

/**
 * What the coverage-links feature draws beside a desk's item ("Delivers coverage"). A feature imports no other:
 * `app/router.tsx` hands it to the desks' screens, which show it on a published item and right after publishing.
 */
export type CoverageSlot = ComponentType<CoverageItem & { onDismiss?: () => void }>;

/** Whether an item of this status and publish time (ISO; none = now) is out for readers. */
export const isOut = (status: string, publishAt: string | undefined | null, now = Date.now()) =>
  status === 'published' && (!publishAt || new Date(publishAt).getTime() <= now);

/**
 * Whether a save brings an item out: what was sent is published now (a new item is, unless "Publish at" is later)
 * and the item before it, if any, was not.
 */
export function comesOut(sent: { status?: unknown; publish_at?: string | null }, before?: { status: string; publish_at: string }) {
  const status = typeof sent.status === 'string' ? sent.status : 'published';
  return isOut(status, sent.publish_at) && !(before && isOut(before.status, before.publish_at));
}

/** The id a desk's save answered: a new item's (`{ data: { id } }`); a change answers none. */
export function savedIdOf(answer: object): number | undefined {
  const data = 'data' in answer ? (answer.data as { id?: unknown } | null) : undefined;
  return typeof data?.id === 'number' ? data.id : undefined;
}

/** The history state a desk's list is opened with right after an item was published: the item, to link its coverage. */
export type JustPublishedState = { justPublished: CoverageItem };

export const justPublishedState = (item: CoverageItem): JustPublishedState => ({ justPublished: item });

/** The item a desk's list was opened with right after publishing, if any. */
export function justPublishedOf(state: unknown): CoverageItem | undefined {
  if (typeof state !== 'object' || state === null || !('justPublished' in state)) return undefined;
  const item = (state as JustPublishedState).justPublished;
  return typeof item?.id === 'number' && typeof item.kind === 'string' ? item : undefined;
}
