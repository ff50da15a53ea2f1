import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { placesRoutes } from './places.routes.ts';

/** Nepal's provinces, districts and local levels: the lookup the cascading choices read. */
export function placesModule() {
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(placesRoutes());
  };
  return { name: 'places', routes };
}
