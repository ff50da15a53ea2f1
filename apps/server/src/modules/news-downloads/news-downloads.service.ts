import type { Readable } from 'node:stream';
import { NEWS_ACTIONS, type NewsDownloadFormat, type NinjsVersion } from '@portal/shared';
import yazl from 'yazl';
import { NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import type { Storage } from '../../lib/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentPolicy } from '../content/content.policy.ts';
import type { FeedItem, FeedItemsRepository } from '../feed/feed-items.repository.ts';
import type { NinjsPresenter, VideoEntitlement } from '../feed/ninjs.ts';
import { DOWNLOAD_FORMATS } from './download-formats.ts';
import { attachmentHeader, baseNameOf } from './download-names.ts';
import { createItemDocuments } from './item-documents.ts';
import { itemText } from './item-text.ts';
import type { NewsDownloadsRepository } from './news-downloads.repository.ts';

/** A file to answer with: its `Content-Disposition` and type, and its text. */
export type DownloadedFile = { disposition: string; contentType: string; body: string };

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/**
 * News items as files to take away: one item as plain text, ninjs, NITF or NewsML-G2, or several as one ZIP
 * with their pictures. The gate is the one of opening an item on screen: the content policy, then only items
 * clients can read (404 otherwise); a plan without videos gets no video files.
 */
export function createNewsDownloadsService(deps: {
  feedItems: FeedItemsRepository;
  versions: NewsDownloadsRepository;
  ninjs: NinjsPresenter;
  links: MediaLinks;
  policy: ContentPolicy;
  activity: ActivityRepository;
  storage: Pick<Storage, 'stream'>;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const { now } = deps;
  const sign = (path: string) => deps.links.sign(path, deps.publicUrl);
  const documents = createItemDocuments({ ...deps, sign });

  /** The readable items among `ids`, in the order asked, with what the caller may take of each. */
  async function openable(caller: Authenticated, ids: number[]) {
    const entitlements = await deps.policy.assertCanOpen(caller, 'News');
    const [items, versions] = await Promise.all([deps.feedItems.readable(ids, now()), deps.versions.latest(ids)]);
    return ids.flatMap((id) => {
      const item = items.get(id);
      if (!item) return [];
      const files = item.files.filter((file) => file.kind !== 'video' || entitlements.videos);
      return [{ item: { ...item, files }, version: versions.get(id) ?? 1, entitlements }];
    });
  }

  /** The text file is written for the caller's calendar and language; ninjs and NITF are machine formats, in ISO dates. */
  function render(
    format: NewsDownloadFormat,
    found: { item: FeedItem; version: number; entitlements: VideoEntitlement },
    caller: Authenticated,
    ninjs: NinjsVersion,
  ) {
    const { item, version, entitlements } = found;
    if (format === 'ninjs') return documents.ninjs(item, version, entitlements, ninjs);
    if (format === 'nitf') return documents.nitf(item, version);
    if (format === 'newsml-g2') return documents.newsMlG2(item, version, entitlements);
    const outputs = { publicUrl: deps.publicUrl, agencyName: deps.agencyName, sign };
    return itemText(item, item.files, { ...outputs, reader: { calendar: caller.user.calendar, locale: caller.user.locale } });
  }

  async function recordDownloads(caller: Authenticated, items: FeedItem[]) {
    for (const item of items) {
      await deps.activity.record({
        userId: caller.user.houseId,
        memberId: caller.user.id,
        kind: 'news',
        itemId: item.id,
        type: NEWS_ACTIONS.downloaded.type,
        action: NEWS_ACTIONS.downloaded.action,
      });
    }
  }

  return {
    async one(caller: Authenticated, id: number, format: NewsDownloadFormat, ninjs: NinjsVersion): Promise<DownloadedFile> {
      const [found] = await openable(caller, [id]);
      if (!found) throw new NotFoundError();
      const { extension, contentType } = DOWNLOAD_FORMATS[format];
      const body = render(format, found, caller, ninjs);
      await recordDownloads(caller, [found.item]);
      return {
        disposition: attachmentHeader(`${baseNameOf(found.item)}.${extension}`, `news-${id}.${extension}`),
        contentType,
        body,
      };
    },

    /**
     * A ZIP of the readable items among `ids` (404 when none is): per item its text, ninjs (of `ninjs`) and NewsML-G2 News
     * Message (the `newsml-g2` download's file, under its name), and its pictures (with their IPTC metadata once written)
     * under a folder of its name. Entries are written as the answer is read, each picture streamed from the store, so the
     * archive is never whole in memory: only the items' documents are, a few KB each. When a picture cannot be read,
     * `output` is destroyed (the answer ends cut short, never as an archive that looks whole) and `onAbort` hears why.
     */
    async zip(
      caller: Authenticated,
      ids: number[],
      ninjs: NinjsVersion,
      onAbort: (error: Error) => void,
    ): Promise<{ disposition: string; output: Readable }> {
      const found = await openable(caller, ids);
      if (found.length === 0) throw new NotFoundError();
      await recordDownloads(
        caller,
        found.map(({ item }) => item),
      );
      const zip = new yazl.ZipFile();
      const output = zip.outputStream as Readable;
      output.once('error', onAbort);
      for (const { item, version, entitlements } of found) {
        const base = baseNameOf(item);
        const mtime = item.revisedAt ?? item.publishAt;
        zip.addBuffer(Buffer.from(render('text', { item, version, entitlements }, caller, ninjs)), `${base}.txt`, { mtime });
        zip.addBuffer(Buffer.from(documents.ninjs(item, version, entitlements, ninjs)), `${base}.json`, { mtime });
        const g2 = documents.newsMlG2(item, version, entitlements);
        zip.addBuffer(Buffer.from(g2), `${base}.${DOWNLOAD_FORMATS['newsml-g2'].extension}`, { mtime });
        for (const file of item.files.filter((one) => one.kind === 'image')) {
          zip.addReadStreamLazy(`${base}/${file.id}.${extensionOf(file.path)}`, { mtime, compress: false }, (done) => {
            deps.storage.stream(file.path).then(
              (stream) => {
                stream.once('error', (error) => output.destroy(error));
                done(null, stream);
              },
              (error: Error) => output.destroy(error),
            );
          });
        }
      }
      zip.once('error', (error: Error) => output.destroy(error));
      zip.end();
      const name = `news-${nepalDay(now())}.zip`;
      return { disposition: attachmentHeader(name, name), output };
    },
  };
}
export type NewsDownloadsService = ReturnType<typeof createNewsDownloadsService>;
