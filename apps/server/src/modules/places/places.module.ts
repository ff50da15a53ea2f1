import { defineModule } from '../../plugins/feature-modules.ts';
import { placesRoutes } from './places.routes.ts';

/** Nepal's provinces, districts and local levels: the lookup the cascading choices read. */
export const placesModule = defineModule({
  name: 'places',
  needs: [],
  gives: [],
  build: () => ({
    routes: async (app) => {
      await app.register(placesRoutes());
    },
  }),
});
