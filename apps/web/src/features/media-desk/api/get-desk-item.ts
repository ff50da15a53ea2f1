import { apiRoutes, type GalleryDeskDetail, type VideoDeskDetail } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

type Detail = { galleries: GalleryDeskDetail; videos: VideoDeskDetail };

/** One gallery or video as the desk edits it; the editor says itself when it is missing. */
export const useDeskItem = <Kind extends DeskKind>(kind: Kind, id: number | undefined) =>
  useQuery({
    queryKey: mediaDeskKeys.detail(kind, id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            api<{ data: Detail[Kind] }>(apiRoutes.desk[kind].item(id), { signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
