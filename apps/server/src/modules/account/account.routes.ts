import { contracts, messages, profileUpdateFields } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { AccountService } from './account.service.ts';

const tags = ['my-account'];
const { detail, update } = contracts.account;

/** Under /api/auth/v2: GET and PUT client/my-account (SPEC.md §7, model client/my-account). */
export function accountRoutes(deps: { account: AccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(detail, tags), handler: async (request) => deps.account.account(caller(request), request.query) });

    app.route({
      ...served(update, tags),
      handler: async (request) => {
        const form = await readMultipart(request, { fileFields: ['logo'] });
        const parsed = profileUpdateFields.safeParse(form.fields);
        if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
        const data = await deps.account.updateProfile(caller(request), request.params.id, parsed.data, form.files.logo);
        return { message: messages.profileUpdated, data };
      },
    });
  };
}
