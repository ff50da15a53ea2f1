import type { NinjsVersion } from '@portal/shared';
import type { FeedItem } from '../feed/feed-items.repository.ts';
import type { FeedVersion, NinjsPresenter, VideoEntitlement } from '../feed/ninjs.ts';
import { ninjsIn } from '../feed/ninjs-versions.ts';
import { createNewsMlG2Writer } from './newsml-g2.ts';
import { nitfDocument } from './nitf.ts';

/**
 * An item's machine-readable files as a download gives them: ninjs (of the version asked), NITF 3.6 and NewsML-G2,
 * each at the item's latest feed version, dated by its latest revision, its file links signed by `sign`.
 */
export function createItemDocuments(deps: {
  ninjs: NinjsPresenter;
  publicUrl: string;
  agencyName: string;
  sign: (path: string) => string;
  now: () => Date;
}) {
  const g2 = createNewsMlG2Writer(deps);
  const asDownloaded = (item: FeedItem, version: number): FeedVersion => ({
    version,
    pubstatus: 'usable',
    at: item.revisedAt ?? item.publishAt,
  });

  return {
    /** The item as ninjs of `ninjs` (2.1 unless the caller asked for another), pretty-printed. */
    ninjs: (item: FeedItem, version: number, entitlements: VideoEntitlement, ninjs: NinjsVersion) =>
      `${JSON.stringify(ninjsIn(ninjs, deps.ninjs.item(item, asDownloaded(item, version), entitlements)), null, 2)}\n`,
    /** The item as an NITF 3.6 document, with the files the caller may take. */
    nitf: (item: FeedItem, version: number) => nitfDocument(item, version, item.files, deps),
    /** The item as a NewsML-G2 News Message: its package, text and file items. */
    newsMlG2: (item: FeedItem, version: number, entitlements: VideoEntitlement) =>
      g2.story(item, asDownloaded(item, version), entitlements, deps.now()),
  };
}
