import type { GalleryDeskDetail, VideoDeskDetail } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import type { CoverageSlot } from '../../../lib/coverage-slot.ts';
import { useDeskItem } from '../api/get-desk-item.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';
import { DeskItemLoader } from './desk-item-loader.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { VideoEditor } from './video-editor.tsx';

/** What app/router.tsx hands the editors: the agenda's "Delivers coverage" beside a published item (a feature imports no other). */
type Slots = { coverage?: CoverageSlot };

/** /admin/galleries/new publishes a gallery; /admin/galleries/:id loads one to change it. */
export const GalleryEditorPage = ({ coverage }: Slots) => (
  <DeskEditorPage<GalleryDeskDetail>
    kind="galleries"
    editor={(item) => <GalleryEditor key={item?.id} coverage={coverage} {...(item ? { item } : {})} />}
  />
);

/** /admin/videos/new publishes a video; /admin/videos/:id loads one to change it. */
export const VideoEditorPage = ({ coverage }: Slots) => (
  <DeskEditorPage<VideoDeskDetail>
    kind="videos"
    editor={(item) => <VideoEditor key={item?.id} coverage={coverage} {...(item ? { item } : {})} />}
  />
);

function DeskEditorPage<Item>({ kind, editor }: { kind: DeskKind; editor: (item?: Item) => ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const item = useDeskItem(kind, id !== undefined && valid ? numeric : undefined);
  if (id === undefined) {
    return (
      <>
        <PageTitle>{t(`mediaDesk.${kind}.newTitle`)}</PageTitle>
        {editor()}
      </>
    );
  }
  return (
    <>
      <PageTitle>{t(`mediaDesk.${kind}.editTitle`)}</PageTitle>
      <DeskItemLoader kind={kind} valid={valid} item={item}>
        {(loaded) => editor(loaded as Item)}
      </DeskItemLoader>
    </>
  );
}
