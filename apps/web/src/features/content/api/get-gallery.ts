import { apiRoutes, type GalleryDetail, type GalleryItem } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { usePagedList } from './paged-list.ts';

export const galleryKeys = { all: ['gallery'] as const };

export const useGalleryList = (params: ListParams) => usePagedList<GalleryItem>(galleryKeys.all, apiRoutes.gallery.list, params);

/** A gallery with its images; a 403 (no days left) is the caller's to handle. */
export const useGalleryDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...galleryKeys.all, 'detail', id],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            api<{ data: GalleryDetail }>(apiRoutes.gallery.detail(id), { signal, notify: false }).then((answer) => answer.data),
  });
