import type { GalleryDeskDetail, VideoDeskDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DeskKind, deskPath, mediaDeskKeys } from './media-desk-keys.ts';

type Detail = { galleries: GalleryDeskDetail; videos: VideoDeskDetail };

/** One gallery or video as the desk edits it; the editor says itself when it is missing. */
export const useDeskItem = <Kind extends DeskKind>(kind: Kind, id: number | undefined) =>
  useQuery({
    queryKey: mediaDeskKeys.detail(kind, id ?? 0),
    queryFn: ({ signal }) =>
      api<{ data: Detail[Kind] }>(`${deskPath(kind)}/${id}`, { signal, notify: false }).then((answer) => answer.data),
    enabled: id !== undefined,
    retry: false,
  });
