import type { AutoPostDeps } from '../auto-post-deps.ts';

/** Which items went out to a client's social profiles, for the marks on news answers (posted-marks.ts). */
export function createFindPostedItems(deps: Pick<AutoPostDeps, 'repository'> & { postsOut: ReadonlyMap<number, number> }) {
  const { repository, postsOut } = deps;
  return {
    /** The ids among `newsIds` that went out to this client's social profiles (the cloud icon). */
    postedAmong: (userId: number, newsIds: number[]): Promise<Set<number>> => repository.deliveredAmong(userId, newsIds),
    /** The span of news ids that went out to this client's profiles (null: none yet): ids outside it need no lookup. */
    postedRange: (userId: number) => repository.deliveredRange(userId),
    /** How many posts went out to this client since the process started: the marks looked up before are stale once it grows. */
    postedVersion: (userId: number) => postsOut.get(userId) ?? 0,
  };
}
