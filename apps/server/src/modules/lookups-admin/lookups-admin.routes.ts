import {
  categoryForm,
  categoryRow,
  deleteRowsRequest,
  idParams,
  languageForm,
  languageRow,
  messageResponse,
  messages,
  planForm,
  planRow,
  promoPopup,
  promoPopupForm,
  setupValueForm,
  setupValueRow,
  single,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupsAdminService } from './lookups-admin.service.ts';

type Calls<Fields> = {
  list(): Promise<unknown[]>;
  get(id: number): Promise<unknown>;
  create(fields: Fields): Promise<number>;
  update(id: number, fields: Fields): Promise<void>;
  remove(ids: number[]): Promise<void>;
};
type Texts = { created: string; updated: string; deleted: string };

const PROMO_TAGS = ['promo popup'];
const created = withMessage(z.object({ id: z.number().int() }));

/**
 * The generic calls of SPEC.md §7 for one model: `/all` (the whole list: lookups are short), `/{id}`,
 * POST, PUT `/{id}`, POST `/delete` with `delete_rows`.
 */
function modelRoutes<Form extends z.ZodType>(
  model: string,
  schemas: { form: Form; row: z.ZodType },
  calls: Calls<z.output<Form>>,
  texts: Texts,
): FastifyPluginAsyncZod {
  const tags = ['lookups admin'];
  // `all` answers every key's rows for setup values: the public `/setupValues/all?key=` stays as the register form uses it.
  const listPath = model === 'setupValues' ? `/${model}/staff` : `/${model}/all`;
  return async (app) => {
    app.get(listPath, { schema: { tags, response: { 200: z.object({ data: z.array(schemas.row) }) } } }, async () => ({
      data: await calls.list(),
    }));

    app.get(`/${model}/:id`, { schema: { tags, params: idParams, response: { 200: single(schemas.row) } } }, async (request) => ({
      data: await calls.get(request.params.id),
    }));

    app.post(`/${model}`, { schema: { tags, body: schemas.form, response: { 201: created } } }, async (request, reply) => {
      const id = await calls.create(request.body as z.output<Form>);
      return reply.status(201).send({ message: texts.created, data: { id } });
    });

    app.put(
      `/${model}/:id`,
      { schema: { tags, params: idParams, body: schemas.form, response: { 200: messageResponse } } },
      async (request) => {
        await calls.update(request.params.id, request.body as z.output<Form>);
        return { message: texts.updated };
      },
    );

    app.post(`/${model}/delete`, { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await calls.remove(request.body.delete_rows);
      return { message: texts.deleted };
    });
  };
}

/** The staff's calls: every model's generic calls and saving the promo popup. */
function staffRoutes({ lookupsAdmin }: { lookupsAdmin: LookupsAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      modelRoutes('categories', { form: categoryForm, row: categoryRow }, lookupsAdmin.categories, {
        created: messages.categoryCreated,
        updated: messages.categoryUpdated,
        deleted: messages.categoriesDeleted,
      }),
    );
    await app.register(
      modelRoutes('languages', { form: languageForm, row: languageRow }, lookupsAdmin.languages, {
        created: messages.languageCreated,
        updated: messages.languageUpdated,
        deleted: messages.languagesDeleted,
      }),
    );
    await app.register(
      modelRoutes('setupValues', { form: setupValueForm, row: setupValueRow }, lookupsAdmin.setupValues, {
        created: messages.setupValueCreated,
        updated: messages.setupValueUpdated,
        deleted: messages.setupValuesDeleted,
      }),
    );
    await app.register(
      modelRoutes('subscriptionPlans', { form: planForm, row: planRow }, lookupsAdmin.plans, {
        created: messages.planCreated,
        updated: messages.planUpdated,
        deleted: messages.plansDeleted,
      }),
    );
    app.put('/promoPopup', { schema: { tags: PROMO_TAGS, body: promoPopupForm, response: { 200: messageResponse } } }, async (request) => {
      await lookupsAdmin.savePromoPopup(request.body);
      return { message: messages.promoSaved };
    });
  };
}

/**
 * Under /api/v1: categories, languages, setup values and subscription plans (models `categories`,
 * `languages`, `setupValues`, `subscriptionPlans`), and the news page's promo popup. Staff only
 * (clients 403, guests 401), except reading the promo popup, which every signed-in user does.
 */
export function lookupsAdminRoutes(deps: { lookupsAdmin: LookupsAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/promoPopup', { schema: { tags: PROMO_TAGS, response: { 200: single(promoPopup) } } }, async () => ({
      data: await deps.lookupsAdmin.promoPopup(),
    }));
    await app.register(staffRoutes(deps));
  };
}
