import type { NinjsVersion } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { EventDocumentsRepository, EventToDocument, StoredDocument } from '../item-changes/event-documents.repository.ts';
import type { ItemChange } from '../item-changes/item-changes.repository.ts';
import type { FeedEvent } from './feed-events.repository.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import { createNinjsPresenter, NINJS_VERSION, type VideoEntitlement } from './ninjs.ts';
import { ninjsIn, ninjsTextIn } from './ninjs-versions.ts';

/** Stands for a signed link in stored ninjs: links expire, so they are signed each time a document is sent. */
const LINK_TOKEN = '\uE000';
/** A token only where the presenter put one: a `"` inside any text value is escaped, so `"href":"` is always a key. */
const TOKEN_HREF = /"href":"\uE000((?:[^"\\]|\\.)*)"/g;
/** Raise when what ninjs.ts makes of an item changes: every stored document is made again. */
const PRESENTER_REVISION = 4;
/** Events the archive job makes per transaction. */
const ARCHIVE_BATCH = 500;

/**
 * The ninjs the Feed API and webhooks send, made once per item version: when the item-change dispatcher
 * appends a usable event (in its transaction) and, for the log's archive, by a job working from the
 * newest event down. A version is sent the same every time; only its file links are signed as it goes
 * out. An event without a document (not made yet, or made for other settings) is made on the spot.
 */
export function createFeedDocuments(deps: {
  repository: EventDocumentsRepository;
  feedItems: FeedItemsRepository;
  links: MediaLinks;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const presenter = createNinjsPresenter({
    href: (path) => `${LINK_TOKEN}${path}`,
    publicUrl: deps.publicUrl,
    agencyName: deps.agencyName,
  });
  const settings = JSON.stringify([deps.publicUrl, deps.agencyName, NINJS_VERSION, PRESENTER_REVISION]);

  /** The usable events' documents from their items as they stand (in `tx` when given); unreadable items get none. */
  async function make(events: EventToDocument[], tx?: Database): Promise<StoredDocument[]> {
    const items = await deps.feedItems.readable(
      events.map((event) => event.newsId),
      deps.now(),
      tx,
    );
    return events.flatMap((event) => {
      const item = items.get(event.newsId);
      if (!item) return [];
      const version = { version: event.version, pubstatus: 'usable' as const, at: event.at };
      const hasVideos = item.files.some((file) => file.kind === 'video');
      return [
        {
          seq: event.seq,
          ninjs: JSON.stringify(presenter.item(item, version, { videos: true })),
          ninjsWithoutVideos: hasVideos ? JSON.stringify(presenter.item(item, version, { videos: false })) : null,
        },
      ];
    });
  }

  const signLinks = (ninjs: string) =>
    ninjs.includes(LINK_TOKEN)
      ? ninjs.replace(
          TOKEN_HREF,
          (_href, path: string) => `"href":${JSON.stringify(deps.links.sign(JSON.parse(`"${path}"`), deps.publicUrl))}`,
        )
      : ninjs;

  const pick = (document: Pick<StoredDocument, 'ninjs' | 'ninjsWithoutVideos'>, entitlements: VideoEntitlement) =>
    entitlements.videos ? document.ninjs : (document.ninjsWithoutVideos ?? document.ninjs);

  return {
    /** Item-change consumer: stores the documents of the usable events just appended. */
    async store(changes: ItemChange[], tx: Database): Promise<void> {
      const usable = changes.filter((change) => change.pubstatus === 'usable');
      await deps.repository.store(await make(usable, tx), tx);
    },

    /**
     * The events as ninjs JSON texts in `version` (2.1 by default), in order, as a client with `entitlements` gets
     * them; a usable event whose item can no longer be read is left out (its cancellation follows). 2.1 is the
     * stored text as it is; 2.3 and 3.2 are rewritten from it (ninjs-versions.ts) before the links are signed.
     */
    async texts(events: FeedEvent[], entitlements: VideoEntitlement, version: NinjsVersion = NINJS_VERSION): Promise<string[]> {
      const missing = events.filter((event) => event.pubstatus === 'usable' && event.ninjs === null);
      const made = new Map((await make(missing)).map((document) => [document.seq, document]));
      return events.flatMap((event) => {
        if (event.pubstatus === 'canceled') {
          return [JSON.stringify(ninjsIn(version, presenter.canceled(event.newsId, event, event.languageCode)))];
        }
        const document = event.ninjs === null ? made.get(event.seq) : { ninjs: event.ninjs, ninjsWithoutVideos: event.ninjsWithoutVideos };
        return document ? [signLinks(ninjsTextIn(version, pick(document, entitlements)))] : [];
      });
    },

    /** At start: documents made for other settings (PUBLIC_URL, agency name, presenter) are no longer sent. */
    claimSettings: () => deps.repository.claim(settings),

    /** Makes one batch of the archive's documents: 'more' are left, 'done', or 'busy' (another instance is at it). */
    async fillArchive(): Promise<'more' | 'done' | 'busy'> {
      const batch = await deps.repository.archiveBatch(settings, ARCHIVE_BATCH, async (events, tx) => {
        await deps.repository.store(await make(events, tx), tx);
      });
      if (typeof batch === 'string') return batch;
      return batch.left > 0 ? 'more' : 'done';
    },
  };
}
export type FeedDocuments = ReturnType<typeof createFeedDocuments>;
