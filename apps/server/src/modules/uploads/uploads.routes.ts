import { contracts, messages, pathWith } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { readNewsForm } from './news-form.ts';
import type { UploadsService } from './uploads.service.ts';

const tags = ['uploads'];
const contract = contracts.uploads;

const DOWNLOAD_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Under /api: the news a client sends to the agency (SPEC.md §2 Add / Edit News, List of own news, Export). */
export function uploadsRoutes(deps: { uploads: UploadsService; storage: Storage }): FastifyPluginAsyncZod {
  const { uploads } = deps;
  return async (app) => {
    app.route({
      ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
      handler: async (request, reply) => {
        const data = await uploads.create(caller(request), await readNewsForm(request));
        return reply.status(201).send({ message: messages.newsSubmitted, data });
      },
    });

    // SPEC.md §7 reads the list as the paged model and as the generic `{model}/all`; the static `all` outranks `:id`.
    for (const list of [contract.list, contract.listAll]) {
      app.route({ ...served(list, tags), handler: async (request) => uploads.list(caller(request), request.query) });
    }

    app.route({
      ...served(contract.export, tags),
      handler: async (request) => {
        const { folder, name, expires, signature } = await uploads.export(caller(request), request.query);
        const url = `${pathWith(contract.exportFile.path, { folder, name })}?expires=${expires}&signature=${signature}`;
        return { message: messages.exported, data: { url } };
      },
    });

    app.route({
      ...served(contract.item, tags),
      handler: async (request) => ({ data: await uploads.detail(caller(request), request.params.id) }),
    });

    app.route({
      ...served(contract.update, tags),
      handler: async (request) => {
        const data = await uploads.update(caller(request), request.params.id, () => readNewsForm(request));
        return { message: messages.newsUpdated, data };
      },
    });

    // The link is the permission (the browser opens it in a new tab, without the bearer token); it lives minutes.
    app.route({
      ...served(contract.exportFile, tags, { schema: { hide: true } }),
      handler: async (request, reply) => {
        const file = uploads.exportFile({ ...request.params, ...request.query });
        if (!file) throw new ForbiddenError(messages.mediaLinkInvalid);
        const extension = request.params.name.split('.').at(-1) ?? '';
        const download = await deps.storage.download(file, request.raw, {
          contentType: DOWNLOAD_TYPES[extension] ?? 'application/octet-stream',
          contentDisposition: `attachment; filename="${request.params.name}"`,
          cacheControl: 'private, no-store',
        });
        if (!download) throw new NotFoundError();
        if ('redirect' in download) return reply.redirect(download.redirect, 302);
        return reply.status(download.statusCode).headers(download.headers).send(download.stream);
      },
    });
  };
}
