import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { SecondFactorService } from './second-factor.service.ts';

const tags = ['second-factor'];
const {
  secondFactorStatus,
  totpSetup,
  totpConfirm,
  totpDisable,
  recoveryCodes,
  passkeyOptions,
  passkeyAdd,
  passkeyRename,
  passkeyRemove,
  houseSecondFactorRule,
  stepUp,
  stepUpPasskeyOptions,
} = contracts.auth;

/** The signed-in person's own factors, step-up, and the owner's rule for the house. */
export function secondFactorRoutes({ secondFactors }: { secondFactors: SecondFactorService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(secondFactorStatus, tags),
      handler: async (request) => ({ data: await secondFactors.status(caller(request).user) }),
    });

    app.route({ ...served(totpSetup, tags), handler: async (request) => ({ data: await secondFactors.startTotp(caller(request).user) }) });

    app.route({
      ...served(totpConfirm, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        const codes = await secondFactors.confirmTotp(user, session.id, request.body.code);
        return { message: messages.totpEnabled, data: { recovery_codes: codes } };
      },
    });

    app.route({
      ...served(totpDisable, tags),
      handler: async (request) => {
        await secondFactors.disableTotp(caller(request).user);
        return { message: messages.totpDisabled };
      },
    });

    app.route({
      ...served(recoveryCodes, tags),
      handler: async (request) => ({
        message: messages.recoveryCodesMade,
        data: { recovery_codes: await secondFactors.regenerateRecoveryCodes(caller(request).user) },
      }),
    });

    app.route({
      ...served(passkeyOptions, tags),
      handler: async (request) => ({ data: await secondFactors.passkeyOptions(caller(request).user) }),
    });

    app.route({
      ...served(passkeyAdd, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        const codes = await secondFactors.addPasskey(user, session.id, request.body.name, request.body.credential);
        return { message: messages.passkeyAdded, data: { recovery_codes: codes } };
      },
    });

    app.route({
      ...served(passkeyRename, tags),
      handler: async (request) => {
        await secondFactors.renamePasskey(caller(request).user, request.params.id, request.body.name);
        return { message: messages.passkeyRenamed };
      },
    });

    app.route({
      ...served(passkeyRemove, tags),
      handler: async (request) => {
        await secondFactors.removePasskey(caller(request).user, request.params.id);
        return { message: messages.passkeyRemoved };
      },
    });

    app.route({
      ...served(houseSecondFactorRule, tags),
      handler: async (request) => {
        await secondFactors.setHouseRule(caller(request).user, request.body.required);
        return { message: messages.houseRuleSaved };
      },
    });

    app.route({
      ...served(stepUpPasskeyOptions, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        return { data: await secondFactors.stepUpPasskeyOptions(user.id, session.id) };
      },
    });

    app.route({
      ...served(stepUp, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        const until = await secondFactors.stepUp(user, session.id, request.body);
        return { message: messages.steppedUp, data: { until: until.toISOString() } };
      },
    });
  };
}
