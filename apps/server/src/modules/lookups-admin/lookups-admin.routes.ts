import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { served } from '../../plugins/contract-routes.ts';
import type { LookupsAdminService } from './lookups-admin.service.ts';

type LookupTable = (typeof contracts.lookupsAdmin)['categories' | 'languages' | 'setupValues' | 'subscriptionPlans'];
type Row<Table extends LookupTable> = z.output<Table['item']['response']>['data'];
type Fields<Table extends LookupTable> = z.output<Table['create']['body']>;
type Calls<Table extends LookupTable> = {
  list(): Promise<Row<Table>[]>;
  get(id: number): Promise<Row<Table>>;
  create(fields: Fields<Table>): Promise<number>;
  update(id: number, fields: Fields<Table>): Promise<void>;
  remove(ids: number[]): Promise<void>;
};
type Texts = { created: string; updated: string; deleted: string };

const tags = ['lookups admin'];
const PROMO_TAGS = ['promo popup'];
const { lookupsAdmin: contract } = contracts;

/**
 * The generic calls of SPEC.md §7 for one model: the whole list (lookups are short), `/{id}`, POST (201),
 * PUT `/{id}`, POST `/delete` with `delete_rows`.
 */
function modelRoutes<Table extends LookupTable>(table: Table, calls: Calls<Table>, texts: Texts): FastifyPluginAsyncZod {
  return async (app) => {
    // The rows' types meet the answer's only through the generic table: the cast is for the compiler, the schema still serializes.
    app.route({
      ...served(table.list, tags),
      handler: async () => ({ data: await calls.list() }) as z.output<Table['list']['response']>,
    });
    app.route({
      ...served(table.item, tags),
      handler: async (request) => ({ data: await calls.get(request.params.id) }) as z.output<Table['item']['response']>,
    });
    app.route({
      ...served(table.create, tags, { schema: { response: { 201: table.create.response } } }),
      handler: async (request, reply) => {
        const id = await calls.create(request.body as Fields<Table>);
        return reply.status(201).send({ message: texts.created, data: { id } });
      },
    });
    app.route({
      ...served(table.update, tags),
      handler: async (request) => {
        await calls.update(request.params.id, request.body as Fields<Table>);
        return { message: texts.updated };
      },
    });
    app.route({
      ...served(table.remove, tags),
      handler: async (request) => {
        await calls.remove(request.body.delete_rows);
        return { message: texts.deleted };
      },
    });
  };
}

/**
 * Under /api/v1: categories, languages, setup values and subscription plans (models `categories`,
 * `languages`, `setupValues`, `subscriptionPlans`), and the news page's promo popup. Staff only
 * (clients 403, guests 401), except reading the promo popup, which every signed-in user does.
 */
export function lookupsAdminRoutes({ lookupsAdmin }: { lookupsAdmin: LookupsAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(contract.promoPopup, PROMO_TAGS), handler: async () => ({ data: await lookupsAdmin.promoPopup() }) });
    await app.register(
      modelRoutes(contract.categories, lookupsAdmin.categories, {
        created: messages.categoryCreated,
        updated: messages.categoryUpdated,
        deleted: messages.categoriesDeleted,
      }),
    );
    await app.register(
      modelRoutes(contract.languages, lookupsAdmin.languages, {
        created: messages.languageCreated,
        updated: messages.languageUpdated,
        deleted: messages.languagesDeleted,
      }),
    );
    await app.register(
      modelRoutes(contract.setupValues, lookupsAdmin.setupValues, {
        created: messages.setupValueCreated,
        updated: messages.setupValueUpdated,
        deleted: messages.setupValuesDeleted,
      }),
    );
    await app.register(
      modelRoutes(contract.subscriptionPlans, lookupsAdmin.plans, {
        created: messages.planCreated,
        updated: messages.planUpdated,
        deleted: messages.plansDeleted,
      }),
    );
    app.route({
      ...served(contract.savePromoPopup, PROMO_TAGS),
      handler: async (request) => {
        await lookupsAdmin.savePromoPopup(request.body);
        return { message: messages.promoSaved };
      },
    });
  };
}
