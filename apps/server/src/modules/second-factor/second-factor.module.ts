import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createSecondFactorRepository } from './second-factor.repository.ts';
import { secondFactorRoutes } from './second-factor.routes.ts';
import { createSecondFactorService, type SecondFactorService, type SecurityEvents } from './second-factor.service.ts';
import { relyingPartyOf } from './webauthn.ts';

const MINUTE = 60_000;

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Two factors: enrolment, proofs for sign-in and step-up, and who must enrol first. */
    secondFactors: SecondFactorService;
  }
}

/** The app and passkeys as second factors, their recovery codes, step-up, and the house's rule. */
export const secondFactorModule = defineModule({
  name: 'second-factor',
  needs: ['db', 'box', 'bus', 'attempts', 'config', 'audit', 'now'],
  gives: ['secondFactors'],
  build: ({ attempts, audit, ...deps }) => {
    // Every security event is an audit row, in the transaction of what it tells of; the person is the actor unless
    // someone else acted (an administrator's reset: the request's caller).
    const events: SecurityEvents = (event, tx) => {
      const { person } = event;
      const named = {
        id: person.id,
        email: person.email,
        role: person.role,
        houseId: person.role === 'staff' ? null : (person.houseId ?? person.id),
      };
      return audit.record(tx ?? deps.db, {
        action: event.action,
        object: { type: 'user', id: person.id },
        after: event.detail,
        houseId: named.houseId,
        ...(event.byAnother ? {} : { actor: named }),
      });
    };
    const secondFactors = createSecondFactorService({
      ...deps,
      repository: createSecondFactorRepository(deps.db),
      guesses: new AttemptLimiter({ name: 'second-factor', max: 5, windowMs: 15 * MINUTE, store: attempts }),
      rp: relyingPartyOf(deps.config.publicUrl, deps.config.agencyName),
      events,
    });
    deps.bus.on((change) => {
      if (change.kind === 'sessions' && change.tokenHash === undefined) secondFactors.forgetHere(change.userId);
    });
    deps.bus.onGap(() => secondFactors.forgetHere(undefined));
    return {
      gives: { secondFactors },
      routes: async (app) => {
        await app.register(secondFactorRoutes({ secondFactors }));
      },
    };
  },
});
