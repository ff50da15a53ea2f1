import { contracts, messages } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { SociairService } from './sociair.service.ts';

const routes = contracts.sociair;

/** Under /api/auth/v2/client/sociair: the calls of SPEC.md §7 "Social automation", plus the portal's own link steps. */
export function sociairRoutes(deps: { sociair: SociairService }): FastifyPluginAsyncZod {
  const { sociair } = deps;
  const tags = ['sociair'];
  const userId = (request: FastifyRequest) => caller(request).user.houseId;

  return async (app) => {
    app.addHook('preHandler', async (request) => sociair.assertInPlan(userId(request)));

    app.route({ ...served(routes.account, tags), handler: async (request) => ({ data: await sociair.account(userId(request)) }) });

    app.route({
      ...served(routes.findTenant, tags),
      handler: async (request) => ({
        message: messages.sociairAccountLinked,
        data: await sociair.findTenant(userId(request), request.body.username),
      }),
    });

    app.route({
      ...served(routes.login, tags),
      handler: async (request) => ({ message: messages.sociairLoggedIn, data: await sociair.login(userId(request), request.body) }),
    });

    app.route({
      ...served(routes.saveAccount, tags),
      handler: async (request) => ({
        message: messages.sociairLoggedIn,
        data: await sociair.saveAccount(userId(request), request.body),
      }),
    });

    app.route({
      ...served(routes.unlink, tags),
      handler: async (request) => {
        await sociair.unlink(userId(request));
        return { message: messages.sociairAccountUnlinked };
      },
    });

    app.route({
      ...served(routes.logout, tags),
      handler: async (request) => {
        await sociair.logout(userId(request));
        return { message: messages.sociairLoggedOut };
      },
    });

    app.route({
      ...served(routes.profile, tags),
      handler: async (request) => {
        const data = await sociair.profile(userId(request));
        return { data, meta: { total: data.profiles.length, current_page: 1, last_page: 1, total_relation: 'exact' as const } };
      },
    });

    app.route({
      ...served(routes.sync, tags),
      handler: async (request) => {
        await sociair.sync(userId(request));
        return { message: messages.sociairSynced, data: await sociair.profile(userId(request)) };
      },
    });

    app.route({
      ...served(routes.setStatus, tags),
      handler: async (request) => {
        await sociair.setAutoPost(userId(request), request.query.value);
        return { message: request.query.value ? messages.sociairAutoPostOn : messages.sociairAutoPostOff };
      },
    });

    app.route({
      ...served(routes.setSocialMedia, tags),
      handler: async (request) => {
        await sociair.chooseProfile(userId(request), request.params.id, request.query.value);
        return { message: messages.sociairProfileChanged };
      },
    });

    app.route({
      ...served(routes.toggleCategory, tags),
      handler: async (request) => {
        await sociair.chooseCategory(userId(request), request.params.id, request.query.value);
        return { message: messages.sociairCategoryChanged };
      },
    });
  };
}
