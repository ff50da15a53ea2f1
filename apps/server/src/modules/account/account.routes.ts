import {
  account,
  accountResponse,
  messages,
  profileUpdateFields,
  subscriptionHistoryQuery,
  userIdParams,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { caller } from '../../plugins/guards.ts';
import type { AccountService } from './account.service.ts';

const tags = ['my-account'];

/** Under /api/auth/v2: GET and PUT client/my-account (SPEC.md §7, model client/my-account). */
export function accountRoutes(deps: { account: AccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/client/my-account',
      { schema: { tags, querystring: subscriptionHistoryQuery, response: { 200: accountResponse } } },
      async (request) => deps.account.account(caller(request), request.query),
    );

    app.put(
      '/client/my-account/:id',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Multipart: the profile fields and, optionally, a new `logo` (JPG or PNG, 5 MB).',
          params: userIdParams,
          response: { 200: withMessage(account) },
        },
      },
      async (request) => {
        const form = await readMultipart(request, { fileFields: ['logo'] });
        const parsed = profileUpdateFields.safeParse(form.fields);
        if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
        const data = await deps.account.updateProfile(caller(request), request.params.id, parsed.data, form.files.logo);
        return { message: messages.profileUpdated, data };
      },
    );
  };
}
