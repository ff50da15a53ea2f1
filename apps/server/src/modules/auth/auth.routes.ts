import {
  calendarRequest,
  changeClientPasswordRequest,
  createPasswordRequest,
  emailRequest,
  homeDistrictRequest,
  linkTokenParams,
  loginRequest,
  loginResponse,
  messageResponse,
  messages,
  registerFields,
  single,
  userProfile,
  verifyEmailParams,
  verifyEmailResponse,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import { normalizeLogo } from '../../lib/images.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { Storage } from '../../lib/storage.ts';
import { caller } from '../../plugins/guards.ts';
import type { AuthService, Client } from './auth.service.ts';

const tags = ['auth'];

export function authRoutes(deps: { auth: AuthService; storage: Storage }): FastifyPluginAsyncZod {
  const { auth } = deps;
  return async (app) => {
    const client = (request: FastifyRequest): Client => ({
      ip: request.ip,
      log: request.log,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    });

    app.post('/login', { schema: { tags, body: loginRequest, response: { 200: loginResponse } } }, async (request) => ({
      message: 'Logged in successfully',
      data: await auth.login(request.body, client(request)),
    }));

    app.post(
      '/register',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Multipart: the text fields of the registration payload and a `logo` file (JPG or PNG, 5 MB).',
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        const form = await readMultipart(request, { fileFields: ['logo'] });
        const parsed = registerFields.safeParse(form.fields);
        const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
        if (!form.files.logo) errors.logo = [messages.requiredField('Logo')];
        if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
        const logo = await normalizeLogo(form.files.logo as Buffer);
        const staged = await deps.storage.stage('logos', logo.extension, logo.data);
        await auth.register(parsed.data, staged);
        return { message: messages.registered };
      },
    );

    app.post('/reset-password', { schema: { tags, body: emailRequest, response: { 200: messageResponse } } }, async (request) => {
      await auth.requestPasswordReset(request.body.email, client(request));
      return { message: messages.resetSent };
    });

    app.get(
      '/verify-email/:user_id/:slug/:expires',
      { schema: { tags, params: verifyEmailParams, response: { 200: verifyEmailResponse } } },
      async (request) => ({ message: messages.emailVerified, data: { user: await auth.verifyEmail(request.params) } }),
    );

    app.post(
      '/is_verified_link/:user',
      { schema: { tags, params: linkTokenParams, response: { 200: messageResponse } } },
      async (request) => {
        await auth.checkPasswordLink(request.params.user);
        return { message: messages.linkValid };
      },
    );

    app.post(
      '/changePassword/:user',
      { schema: { tags, params: linkTokenParams, body: createPasswordRequest, response: { 200: messageResponse } } },
      async (request) => {
        await auth.createPassword(request.params.user, request.body);
        return { message: messages.passwordCreated };
      },
    );

    app.post('/logout', { schema: { tags, response: { 200: messageResponse } } }, async (request) => {
      await auth.logout(caller(request).session);
      return { message: messages.loggedOut };
    });

    app.get('/profile', { schema: { tags, response: { 200: single(userProfile) } } }, async (request) => ({
      data: await auth.profile(caller(request).user),
    }));

    app.put('/profile/calendar', { schema: { tags, body: calendarRequest, response: { 200: messageResponse } } }, async (request) => {
      await auth.setCalendar(caller(request).user.id, request.body.calendar);
      return { message: messages.calendarSaved };
    });

    app.put(
      '/profile/home-district',
      { schema: { tags, body: homeDistrictRequest, response: { 200: messageResponse } } },
      async (request) => {
        await auth.setHomeDistrict(caller(request).user.id, request.body.district_id);
        return { message: messages.homeDistrictSaved };
      },
    );

    app.post(
      '/changeClientPassword',
      { schema: { tags, body: changeClientPasswordRequest, response: { 200: messageResponse } } },
      async (request) => {
        await auth.changePassword(caller(request).user, request.body);
        return { message: messages.passwordUpdated };
      },
    );
  };
}
