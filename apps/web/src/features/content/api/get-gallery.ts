import { endpoints } from '@portal/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../lib/list-params.ts';
import { itemDetailQuery } from './item-detail.ts';
import { usePagedList } from './paged-list.ts';

export const galleryKeys = { all: ['gallery'] as const };

export const useGalleryList = (params: ListParams) => usePagedList(galleryKeys.all, endpoints.gallery.list, params);

const galleryDetailQuery = (id: number | undefined) => itemDetailQuery(galleryKeys.all, endpoints.gallery.detail, id);

/** A gallery with its images. */
export const useGalleryDetail = (id: number | undefined) => useQuery(galleryDetailQuery(id));

/** Asks for a gallery before it is opened, so its dialog paints at once. */
export const prefetchGalleryDetail = (queryClient: QueryClient, id: number) => queryClient.prefetchQuery(galleryDetailQuery(id));
