import {
  exportResponse,
  idParams,
  messages,
  newsSavedResponse,
  ownNewsDetail,
  ownNewsExportQuery,
  ownNewsQuery,
  ownNewsRow,
  paged,
  single,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { caller } from '../../plugins/guards.ts';
import { readNewsForm } from './news-form.ts';
import type { UploadsService } from './uploads.service.ts';

const tags = ['uploads'];
const EXPORTS_PATH = '/v1/exports';
const FORM_DESCRIPTION =
  'Multipart: title, content (HTML, sanitized), language_id, category_ids (repeated), files (repeated: JPG, PNG, MP4, MOV, AVI; 5 MB each) and pdf (one)';

const exportLinkParams = z.object({ folder: z.string().max(36), name: z.string().max(100) });
const exportLinkQuery = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().max(64) });

const DOWNLOAD_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Under /api: the news a client sends to the agency (SPEC.md §2 Add / Edit News, List of own news, Export). */
export function uploadsRoutes(deps: { uploads: UploadsService; storage: Storage }): FastifyPluginAsyncZod {
  const { uploads } = deps;
  return async (app) => {
    app.post(
      '/auth/v2/new/v2/news/store',
      {
        schema: { tags, consumes: ['multipart/form-data'], description: FORM_DESCRIPTION, response: { 201: newsSavedResponse } },
      },
      async (request, reply) => {
        const data = await uploads.create(caller(request), await readNewsForm(request));
        return reply.status(201).send({ message: messages.newsSubmitted, data });
      },
    );

    // SPEC.md §7 reads the list as the paged model and as the generic `{model}/all`; the static `all` outranks `:id`.
    for (const url of ['/v1/client/news', '/v1/client/news/all']) {
      app.get(url, { schema: { tags, querystring: ownNewsQuery, response: { 200: paged(ownNewsRow) } } }, async (request) =>
        uploads.list(caller(request), request.query),
      );
    }

    app.get(
      '/v1/client/news/export',
      { schema: { tags, querystring: ownNewsExportQuery, response: { 200: exportResponse } } },
      async (request) => {
        const link = await uploads.export(caller(request), request.query);
        const url = `/api${EXPORTS_PATH}/${link.folder}/${link.name}?expires=${link.expires}&signature=${link.signature}`;
        return { message: messages.exported, data: { url } };
      },
    );

    app.get('/v1/client/news/:id', { schema: { tags, params: idParams, response: { 200: single(ownNewsDetail) } } }, async (request) => ({
      data: await uploads.detail(caller(request), request.params.id),
    }));

    app.put(
      '/v1/client/news/:id',
      {
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          description: `${FORM_DESCRIPTION}; keep_media_ids (repeated) names the saved files to keep, a new pdf replaces the saved one`,
          response: { 200: newsSavedResponse },
        },
      },
      async (request) => {
        const data = await uploads.update(caller(request), request.params.id, () => readNewsForm(request));
        return { message: messages.newsUpdated, data };
      },
    );

    // The link is the permission (the browser opens it in a new tab, without the bearer token); it lives minutes.
    app.get(
      `${EXPORTS_PATH}/:folder/:name`,
      { schema: { hide: true, params: exportLinkParams, querystring: exportLinkQuery } },
      async (request, reply) => {
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
    );
  };
}
