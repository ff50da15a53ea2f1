/** The two desks of this feature, as named in `endpoints.mediaDesk`. */
export type DeskKind = 'galleries' | 'videos';

export const mediaDeskKeys = {
  all: (kind: DeskKind) => ['media-desk', kind] as const,
  list: (kind: DeskKind, page: number, query: string) => [...mediaDeskKeys.all(kind), 'list', page, query] as const,
  detail: (kind: DeskKind, id: number) => [...mediaDeskKeys.all(kind), 'detail', id] as const,
};
