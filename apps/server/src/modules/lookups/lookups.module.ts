import { defineModule } from '../../plugins/feature-modules.ts';
import { createLookupsRepository, type LookupsRepository } from './lookups.repository.ts';
import { lookupsRoutes } from './lookups.routes.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Categories, languages and setup values, as the content features read them. */
    lookups: LookupsRepository;
  }
}

/** Categories, languages and setup values as every form reads them. */
export const lookupsModule = defineModule({
  name: 'lookups',
  needs: ['db'],
  gives: ['lookups'],
  build: ({ db }) => {
    const lookups = createLookupsRepository(db);
    return {
      gives: { lookups },
      routes: async (app) => {
        await app.register(lookupsRoutes({ lookups }));
      },
    };
  },
});
