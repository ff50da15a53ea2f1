import { contracts, messages, registerFields } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import { normalizeLogo } from '../../lib/images.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { Storage } from '../../lib/storage.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { AuthService, Client } from './auth.service.ts';

const tags = ['auth'];
const {
  login,
  register,
  resetPassword,
  verifyEmail,
  isVerifiedLink,
  createPassword,
  logout,
  profile,
  calendar,
  homeDistrict,
  changePassword,
  loginSecondFactor,
  resetClientSecondFactors,
  resetStaffSecondFactors,
} = contracts.auth;

export function authRoutes(deps: { auth: AuthService; storage: Storage }): FastifyPluginAsyncZod {
  const { auth } = deps;
  return async (app) => {
    const client = (request: FastifyRequest): Client => ({
      ip: request.ip,
      log: request.log,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    });

    app.route({
      ...served(login, tags),
      handler: async (request) => ({ message: 'Logged in successfully', data: await auth.login(request.body, client(request)) }),
    });

    app.route({
      ...served(loginSecondFactor, tags),
      handler: async (request) => ({
        message: 'Logged in successfully',
        data: await auth.loginSecondFactor(request.body, client(request)),
      }),
    });

    for (const [contract, kind] of [
      [resetClientSecondFactors, 'client'],
      [resetStaffSecondFactors, 'staff'],
    ] as const) {
      app.route({
        ...served(contract, tags),
        handler: async (request) => ({ message: await auth.resetSecondFactors(request.params.id, kind) }),
      });
    }

    app.route({
      ...served(register, tags),
      handler: async (request) => {
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
    });

    app.route({
      ...served(resetPassword, tags),
      handler: async (request) => {
        await auth.requestPasswordReset(request.body.email, client(request));
        return { message: messages.resetSent };
      },
    });

    app.route({
      ...served(verifyEmail, tags),
      handler: async (request) => ({ message: messages.emailVerified, data: { user: await auth.verifyEmail(request.params) } }),
    });

    app.route({
      ...served(isVerifiedLink, tags),
      handler: async (request) => {
        await auth.checkPasswordLink(request.params.user);
        return { message: messages.linkValid };
      },
    });

    app.route({
      ...served(createPassword, tags),
      handler: async (request) => {
        await auth.createPassword(request.params.user, request.body);
        return { message: messages.passwordCreated };
      },
    });

    app.route({
      ...served(logout, tags),
      handler: async (request) => {
        await auth.logout(caller(request).session);
        return { message: messages.loggedOut };
      },
    });

    app.route({ ...served(profile, tags), handler: async (request) => ({ data: await auth.profile(caller(request).user) }) });

    app.route({
      ...served(calendar, tags),
      handler: async (request) => {
        await auth.setCalendar(caller(request).user.id, request.body.calendar);
        return { message: messages.calendarSaved };
      },
    });

    app.route({
      ...served(homeDistrict, tags),
      handler: async (request) => {
        await auth.setHomeDistrict(caller(request).user.id, request.body.district_id);
        return { message: messages.homeDistrictSaved };
      },
    });

    app.route({
      ...served(changePassword, tags),
      handler: async (request) => {
        await auth.changePassword(caller(request).user, request.body);
        return { message: messages.passwordUpdated };
      },
    });
  };
}
