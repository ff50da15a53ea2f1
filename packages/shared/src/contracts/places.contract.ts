import { route } from '../api-contract.ts';
import { nepalPlaces } from '../places/places.schema.ts';

/** Nepal's provinces, districts and local levels with both names: public reference data for the cascading choices. */
export const placesContract = {
  all: route({ method: 'GET', path: '/api/places', access: 'guest', response: nepalPlaces }),
};
