import { messages } from '@portal/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { redactUrl } from '../lib/request-log.ts';
import type { SecondFactorService } from '../modules/second-factor/second-factor.service.ts';
import { caller } from './guards.ts';

/** The levels whose callers must have enrolled a second factor first, where one is required of them. */
const ENROLLED_LEVELS = new Set(['member', 'reporter', 'editor', 'owner']);
const needsEnrolment = (access: string | undefined) =>
  access !== undefined && (ENROLLED_LEVELS.has(access) || access === 'staff' || access.startsWith('staff:'));

/**
 * Two checks after each route's access guard (so call it after enforceAccessPolicy): a person of whom a second
 * factor is required (staff where STAFF_SECOND_FACTOR is `required`, a member of a house whose owner requires it)
 * and who has none reaches only the `signed-in` routes (the profile, signing out, enrolment) until they enrol,
 * refused as PASSWORD_CHANGE_PENDING is; and a contract's `stepUp` route needs a factor proved within 10 minutes.
 */
export function enforceSecondFactor(app: FastifyInstance, secondFactors: Pick<SecondFactorService, 'pending' | 'assertSteppedUp'>) {
  async function enrolledFirst(request: FastifyRequest) {
    const user = request.auth?.user;
    if (!user || !(await secondFactors.pending(user))) return;
    request.log.warn({ userId: user.id, url: redactUrl(request.url) }, 'second factor to enrol first');
    // `data` tells the web to open the set-up screen.
    throw new AppError(403, messages.secondFactorPending, undefined, { second_factor: 'enrol' });
  }

  async function steppedUp(request: FastifyRequest) {
    const { user, session } = caller(request);
    await secondFactors.assertSteppedUp(user.id, session.id);
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [...(needsEnrolment(route.config?.access) ? [enrolledFirst] : []), ...(route.config?.stepUp ? [steppedUp] : [])];
    if (hooks.length > 0) route.onRequest = [...[route.onRequest ?? []].flat(), ...hooks];
  });
}
