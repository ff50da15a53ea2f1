import { route } from '../api-contract.ts';
import { healthResponse, liveResponse } from '../health.schema.ts';

/** The load balancer's questions; an instance that cannot answer `ready` says 503. */
export const healthContract = {
  health: route({ method: 'GET', path: '/api/health', access: 'guest', response: healthResponse }),
  ready: route({ method: 'GET', path: '/api/health/ready', access: 'guest', response: healthResponse }),
  live: route({ method: 'GET', path: '/api/health/live', access: 'guest', response: liveResponse }),
};
