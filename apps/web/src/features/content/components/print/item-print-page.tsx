import type { GalleryDetail, MediaFile, NewsDetail, SavedItemKind, VideoDetail } from '@portal/shared';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { renditionFor } from '../../../../lib/image-srcset.ts';
import { signInPathFor } from '../../../../lib/return-path.ts';
import { tokenStorage } from '../../../../lib/token-storage.ts';
import { useGalleryDetail } from '../../api/get-gallery.ts';
import { useNewsDetail } from '../../api/get-news.ts';
import { useVideoDetail } from '../../api/get-videos.ts';
import { DetailError, DetailSkeleton } from '../../item/shared/detail-states.tsx';
import { useRedirectWhenRefused } from '../../list/shared/subscription-gate.ts';
import { type PrintableItem, PrintLayout, type PrintPicture } from './print-layout.tsx';

/** Pictures are printed about 16 cm wide: a rendition of that many pixels at print resolution. */
const PRINT_WIDTH_PX = 1200;

function picturesOf(files: MediaFile[], title: string, t: TFunction): PrintPicture[] {
  const images = files.filter((file) => file.aggregate_type === 'image');
  return images.map((file, index) => ({
    src: renditionFor(file.renditions, PRINT_WIDTH_PX) ?? file.path,
    caption: file.caption || t('savedItems.pictureOf', { title, n: index + 1, count: images.length }),
  }));
}

const fromNews = (news: NewsDetail, t: TFunction): PrintableItem => ({
  title: news.title,
  publishAt: news.publish_at,
  bodyHtml: news.content,
  pictures: picturesOf(news.images, news.title, t),
  credit: news.source_name ?? t('agency.name'),
  notice: news,
  place: news.place,
});

const fromGallery = (gallery: GalleryDetail, t: TFunction): PrintableItem => ({
  title: gallery.title,
  publishAt: gallery.publish_at,
  bodyHtml: gallery.description,
  pictures: picturesOf(gallery.images, gallery.title, t),
  credit: t('agency.name'),
  notice: gallery,
  place: gallery.place,
});

const fromVideo = (video: VideoDetail, t: TFunction): PrintableItem => ({
  title: video.title,
  publishAt: video.publish_at,
  bodyHtml: video.description,
  pictures: video.thumbnail
    ? [{ src: renditionFor(video.thumbnail_renditions, PRINT_WIDTH_PX) ?? video.thumbnail, caption: video.title }]
    : [],
  credit: t('agency.name'),
  notice: video,
  place: video.place,
});

type Detail<T> = { data: T | undefined; error: Error | null };

/** The print layout of one detail as it loads: a refusal for want of days left goes to the plans, like the detail. */
function PrintOf<T>({ detail, present }: { detail: Detail<T>; present: (data: T, t: TFunction) => PrintableItem }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  useRedirectWhenRefused(detail.error);
  if (detail.data) return <PrintLayout item={present(detail.data, t)} autoPrint={search.get('print') === '1'} />;
  return detail.error ? <DetailError message={detail.error.message} /> : <DetailSkeleton />;
}

function NewsPrint({ id }: { id: number }) {
  return <PrintOf detail={useNewsDetail(id)} present={fromNews} />;
}
function GalleryPrint({ id }: { id: number }) {
  return <PrintOf detail={useGalleryDetail(id)} present={fromGallery} />;
}
function VideoPrint({ id }: { id: number }) {
  return <PrintOf detail={useVideoDetail(id)} present={fromVideo} />;
}
const PRINT_SCREENS: Record<SavedItemKind, (props: { id: number }) => ReactElement> = {
  news: NewsPrint,
  gallery: GalleryPrint,
  video: VideoPrint,
};

/** /news/:id/print, /feature-photos/:id/print, /videos/:id/print: outside the app's frame, for paper. */
export function ItemPrintPage({ kind }: { kind: SavedItemKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = Number(useParams().id);
  if (!tokenStorage.get()) return <Navigate to={signInPathFor(location)} replace />;
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('notFound.title')} />;
  const Screen = PRINT_SCREENS[kind];
  return <Screen key={id} id={id} />;
}
