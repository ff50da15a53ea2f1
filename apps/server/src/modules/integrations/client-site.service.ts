import { type ClientCategory, messages, type siteConnection } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError, NotFoundError, UpstreamError } from '../../lib/errors.ts';
import { type HttpOut, OutboundError } from '../../lib/http-out.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ClientCategoryRow, IntegrationsRepository } from './integrations.repository.ts';
import type { IntegrationsService } from './integrations.service.ts';
import { parseJson, siteMessage } from './site-push.ts';

const MAX_SITE_CATEGORIES = 500;

/** What a client site's category endpoint must answer (PROTOCOLS.md "Client sites"). */
const siteCategories = z.object({
  data: z
    .array(
      z.object({
        id: z.coerce.number().int().positive().max(2_147_483_647),
        name: z.string().trim().min(1).max(255),
        slug: z.string().trim().max(255).optional(),
      }),
    )
    .max(MAX_SITE_CATEGORIES),
});

const presentCategory = (row: ClientCategoryRow): ClientCategory => ({
  id: row.externalId,
  client_category_name: row.name,
  enable: row.enabled ? 1 : 0,
});

type SiteConnection = z.infer<typeof siteConnection>;

/**
 * "Post to my site" (SPEC.md §7 "Post to client site"): what the news dialog needs to offer it, and the
 * categories of the client's own site, fetched through the SSRF-safe helper and stored. The pushes
 * themselves are site-push.service.ts.
 */
export function createClientSiteService(deps: {
  repository: IntegrationsRepository;
  integrations: Pick<IntegrationsService, 'siteOf'>;
  httpOut: HttpOut;
}) {
  const { repository } = deps;

  /** Routes name the client by id (SPEC.md §7); any id but the caller's own is a 404. */
  function assertOwnId(caller: Authenticated, userId: number | undefined) {
    if (userId !== undefined && userId !== caller.user.houseId) throw new NotFoundError();
  }

  async function siteOrMissing(userId: number) {
    const site = await deps.integrations.siteOf(userId);
    if (!site) throw new AppError(422, messages.clientApiMissing);
    return site;
  }

  async function fetchSiteCategories(site: { categoryUrl: string; token: string }, log: FastifyBaseLogger) {
    const failed = (cause: Record<string, unknown>) => {
      log.warn({ ...cause, url: site.categoryUrl.split('?')[0] }, 'client categories could not be fetched');
      return new UpstreamError(messages.clientCategoriesFailed);
    };
    let answer: Awaited<ReturnType<HttpOut['send']>>;
    try {
      answer = await deps.httpOut.send({ method: 'GET', url: site.categoryUrl, headers: { Token: site.token }, log });
    } catch (error) {
      throw failed({ reason: error instanceof OutboundError ? error.reason : 'unknown' });
    }
    if (answer.status < 200 || answer.status > 299) throw failed({ status: answer.status, site: siteMessage(parseJson(answer.body)) });
    const parsed = siteCategories.safeParse(parseJson(answer.body));
    if (!parsed.success) throw failed({ status: answer.status, reason: 'unexpected answer', issues: parsed.error.issues.slice(0, 3) });
    const seen = new Set<number>();
    return parsed.data.data.flatMap((category) => {
      if (seen.has(category.id)) return [];
      seen.add(category.id);
      return [{ externalId: category.id, name: category.name, slug: category.slug ?? '' }];
    });
  }

  return {
    async connection(caller: Authenticated, userId: number): Promise<SiteConnection> {
      assertOwnId(caller, userId);
      const site = await deps.integrations.siteOf(userId);
      if (!site) throw new NotFoundError();
      return { token: site.token, store_api: site.storeUrl };
    },

    async categories(caller: Authenticated, userId: number): Promise<ClientCategory[]> {
      assertOwnId(caller, userId);
      return (await repository.categoriesOf(userId)).map(presentCategory);
    },

    /** Fetches the site's categories again and stores them in place of the old list. */
    async refreshCategories(caller: Authenticated, userId: number | undefined, log: FastifyBaseLogger): Promise<ClientCategory[]> {
      assertOwnId(caller, userId);
      const site = await siteOrMissing(caller.user.houseId);
      await repository.replaceCategories(caller.user.houseId, await fetchSiteCategories(site, log));
      return (await repository.categoriesOf(caller.user.houseId)).map(presentCategory);
    },
  };
}
export type ClientSiteService = ReturnType<typeof createClientSiteService>;
