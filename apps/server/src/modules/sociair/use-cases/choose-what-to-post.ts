import { NotFoundError } from '../../../lib/errors.ts';
import type { SociairDeps } from '../sociair-deps.ts';
import { connectedLink } from '../sociair-link.ts';

/** The client's choices on a connected account: Auto Post on or off, and which profiles and categories it covers. */
export function createChooseWhatToPost(deps: Pick<SociairDeps, 'repository'>) {
  const { repository } = deps;
  return {
    async setAutoPost(userId: number, on: boolean): Promise<void> {
      await connectedLink(repository, userId);
      await repository.update(userId, { autoPost: on });
    },

    async chooseProfile(userId: number, id: number, chosen: boolean): Promise<void> {
      await connectedLink(repository, userId);
      if (!(await repository.chooseProfile(userId, id, chosen))) throw new NotFoundError();
    },

    async chooseCategory(userId: number, id: number, chosen: boolean): Promise<void> {
      await connectedLink(repository, userId);
      if (!(await repository.chooseCategory(userId, id, chosen))) throw new NotFoundError();
    },
  };
}
