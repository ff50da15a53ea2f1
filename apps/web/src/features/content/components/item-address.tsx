import { ITEM_WEB_SECTIONS, type ItemKind } from '@portal/shared';
import { Navigate, useParams } from 'react-router';
import { videoPath } from '../item/videos/video-path.ts';
import { ITEM_DIALOGS } from './shared/item-dialogs.ts';

/** Where each kind of item shows: the news drawer and the photo dialog open over their lists, a video has its page. */
const SCREEN_OF: Record<ItemKind, (id: number) => string> = {
  news: (id) => `${ITEM_WEB_SECTIONS.news}?${ITEM_DIALOGS.news.key}=${id}`,
  gallery: (id) => `${ITEM_WEB_SECTIONS.gallery}?${ITEM_DIALOGS.gallery.key}=${id}`,
  video: videoPath,
};

/**
 * An item's web address (`itemWebPath`, what feeds, mails and pushes link to) opens the screen that shows it; the
 * main layout first sends a visitor without a session to the sign-in page, which returns here.
 */
export function ItemAddress({ kind }: { kind: ItemKind }) {
  const id = Number(useParams().id);
  const known = Number.isSafeInteger(id) && id > 0;
  return <Navigate to={known ? SCREEN_OF[kind](id) : ITEM_WEB_SECTIONS[kind]} replace />;
}
