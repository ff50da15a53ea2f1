import {
  messageResponse,
  messages,
  pagingMeta,
  single,
  sociairAccount,
  sociairConnectForm,
  sociairLoginForm,
  sociairProfile,
  sociairSaveAccountRequest,
  sociairStatusParams,
  sociairToggleParams,
  sociairToggleQuery,
  socialMediaToggleQuery,
  withMessage,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { SociairService } from './sociair.service.ts';

/** Under /api/auth/v2/client/sociair: the calls of SPEC.md §7 "Social automation", plus the portal's own link steps. */
export function sociairRoutes(deps: { sociair: SociairService }): FastifyPluginAsyncZod {
  const { sociair } = deps;
  const tags = ['sociair'];
  const ok = { 200: messageResponse };
  const accountAnswer = { 200: withMessage(sociairAccount) };
  const userId = (request: FastifyRequest) => caller(request).user.houseId;

  return async (app) => {
    app.addHook('preHandler', async (request) => sociair.assertInPlan(userId(request)));

    app.get('/account', { schema: { tags, response: { 200: single(sociairAccount.nullable()) } } }, async (request) => ({
      data: await sociair.account(userId(request)),
    }));

    app.post('/find-tenant', { schema: { tags, body: sociairConnectForm, response: accountAnswer } }, async (request) => ({
      message: messages.sociairAccountLinked,
      data: await sociair.findTenant(userId(request), request.body.username),
    }));

    app.post('/login', { schema: { tags, body: sociairLoginForm, response: accountAnswer } }, async (request) => ({
      message: messages.sociairLoggedIn,
      data: await sociair.login(userId(request), request.body),
    }));

    app.post('/save/account', { schema: { tags, body: sociairSaveAccountRequest, response: accountAnswer } }, async (request) => ({
      message: messages.sociairLoggedIn,
      data: await sociair.saveAccount(userId(request), request.body),
    }));

    app.post('/unlink', { schema: { tags, response: ok } }, async (request) => {
      await sociair.unlink(userId(request));
      return { message: messages.sociairAccountUnlinked };
    });

    app.post('/logout', { schema: { tags, response: ok } }, async (request) => {
      await sociair.logout(userId(request));
      return { message: messages.sociairLoggedOut };
    });

    // The generic paged list of SPEC.md §7 names this model; the profile is one record with its lists.
    app.get('/profile', { schema: { tags, response: { 200: z.object({ data: sociairProfile, meta: pagingMeta }) } } }, async (request) => {
      const data = await sociair.profile(userId(request));
      return { data, meta: { total: data.profiles.length, current_page: 1, last_page: 1, total_relation: 'exact' as const } };
    });

    app.post('/sync', { schema: { tags, response: { 200: withMessage(sociairProfile) } } }, async (request) => {
      await sociair.sync(userId(request));
      return { message: messages.sociairSynced, data: await sociair.profile(userId(request)) };
    });

    app.post(
      '/change/status/:name',
      { schema: { tags, params: sociairStatusParams, querystring: sociairToggleQuery, response: ok } },
      async (request) => {
        await sociair.setAutoPost(userId(request), request.query.value);
        return { message: request.query.value ? messages.sociairAutoPostOn : messages.sociairAutoPostOff };
      },
    );

    app.post(
      '/set/social-media/:id',
      { schema: { tags, params: sociairToggleParams, querystring: socialMediaToggleQuery, response: ok } },
      async (request) => {
        await sociair.chooseProfile(userId(request), request.params.id, request.query.value);
        return { message: messages.sociairProfileChanged };
      },
    );

    app.post(
      '/toogle/category/:id',
      { schema: { tags, params: sociairToggleParams, querystring: sociairToggleQuery, response: ok } },
      async (request) => {
        await sociair.chooseCategory(userId(request), request.params.id, request.query.value);
        return { message: messages.sociairCategoryChanged };
      },
    );
  };
}
