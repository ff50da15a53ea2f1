import { endpoints } from '@portal/shared';
import { useDeskSave } from '../../../lib/use-desk-save.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

/** Publishes (POST v1/{kind}) or changes (PUT v1/{kind}/{id}) a gallery or video with its files, reporting upload progress. */
export const useSaveDeskItem = (kind: DeskKind, id: number | undefined) =>
  useDeskSave(endpoints.mediaDesk[kind], id, mediaDeskKeys.all(kind));
