import {
  type ClientCategory,
  type ForwardedArticle,
  messages,
  NEWS_ACTIONS,
  type newsPostRequest,
  type SiteDelivery,
  type siteConnection,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError, NotFoundError, UpstreamError, ValidationError } from '../../lib/errors.ts';
import { type HttpOut, OutboundError, type OutboundFailure } from '../../lib/http-out.ts';
import { plainText } from '../../lib/rich-text.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { ClientCategoryRow, IntegrationsRepository, SiteDeliveryRow } from './integrations.repository.ts';
import type { IntegrationsService } from './integrations.service.ts';

const MAX_TITLE_LENGTH = 255;
const MAX_SITE_CATEGORIES = 500;
const DELIVERY_LOG_LENGTH = 50;
const SITE_MESSAGE_LENGTH = 200;

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

/** The delivery log's words for a call that got no usable answer. */
const FAILURE_TEXTS: Record<OutboundFailure, string> = {
  address: messages.outboundRefused,
  scheme: 'The address is not an http or https URL',
  redirect: 'The site answered with a redirect, which the portal does not follow',
  timeout: 'The site did not answer in time',
  too_large: 'The site answered with too much data',
  network: 'The site could not be reached',
  bad_response: 'The site did not answer with JSON',
};

export type PostOutcome = { delivered: boolean; delivery: SiteDelivery };
type SiteConnection = z.infer<typeof siteConnection>;
type NewsPost = z.infer<typeof newsPostRequest>;

const presentCategory = (row: ClientCategoryRow): ClientCategory => ({
  id: row.externalId,
  client_category_name: row.name,
  enable: row.enabled ? 1 : 0,
});

const presentDelivery = (row: SiteDeliveryRow): SiteDelivery => ({
  id: row.id,
  news_id: row.newsId,
  category: { id: row.categoryExternalId, name: row.categoryName },
  status: row.status,
  http_status: row.httpStatus,
  message: row.message,
  created_at: row.createdAt.toISOString(),
});

/** Control characters and bidirectional overrides, which could garble or disguise the text around them. */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The `message` a site put in its JSON answer, as one line of plain text (markup dropped) of at most
 * SITE_MESSAGE_LENGTH characters: it is shown to the client as the reason of a failed post.
 */
function siteMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return undefined;
  const characters = Array.from(plainText(message.replace(UNPRINTABLE, ' ')));
  if (characters.length === 0) return undefined;
  return characters.length > SITE_MESSAGE_LENGTH ? `${characters.slice(0, SITE_MESSAGE_LENGTH - 1).join('')}…` : characters.join('');
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * "Post to my site" (SPEC.md §7 "Post to client site"): the categories of the client's own site,
 * fetched through the SSRF-safe helper and stored, and the posting of an agency item to the site,
 * every attempt kept in the delivery log.
 */
export function createClientSiteService(deps: {
  repository: IntegrationsRepository;
  integrations: Pick<IntegrationsService, 'siteOf'>;
  httpOut: HttpOut;
  news: Pick<NewsService, 'detail'>;
  activity: Pick<ActivityRepository, 'record'>;
  /** config.publicUrl: media links go to another site, so they must be absolute. */
  publicUrl: string;
}) {
  const { repository } = deps;

  /** Routes name the client by id (SPEC.md §7); any id but the caller's own is a 404. */
  function assertOwnId(caller: Authenticated, userId: number | undefined) {
    if (userId !== undefined && userId !== caller.user.id) throw new NotFoundError();
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

  /** Sends the article; answers how the attempt went, never throws for the site's own failures. */
  async function deliver(site: { storeUrl: string; token: string }, article: ForwardedArticle, log: FastifyBaseLogger) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const answer = await deps.httpOut.send({ method: 'POST', url: site.storeUrl, headers: { Token: site.token }, json: article, log });
      const said = siteMessage(parseJson(answer.body));
      if (answer.status === 201)
        return { status: 'delivered' as const, httpStatus: 201, message: said ?? messages.posted, durationMs: elapsed() };
      log.warn({ status: answer.status, site: said }, 'client site refused the article');
      return {
        status: 'failed' as const,
        httpStatus: answer.status,
        message: `The site answered ${answer.status}${said ? `: ${said}` : ''}`,
        durationMs: elapsed(),
      };
    } catch (error) {
      const reason = error instanceof OutboundError ? error.reason : 'network';
      return { status: 'failed' as const, httpStatus: null, message: FAILURE_TEXTS[reason], durationMs: elapsed() };
    }
  }

  const absolute = (files: { path: string }[]) => files.map((file) => `${deps.publicUrl}${file.path}`);

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
      const site = await siteOrMissing(caller.user.id);
      await repository.replaceCategories(caller.user.id, await fetchSiteCategories(site, log));
      return (await repository.categoriesOf(caller.user.id)).map(presentCategory);
    },

    /**
     * Posts an item the caller may open (the subscription gate applies) to the caller's site under one
     * of the site's categories, with absolute signed media links valid for at least 7 days.
     */
    async post(caller: Authenticated, body: NewsPost, log: FastifyBaseLogger): Promise<PostOutcome> {
      assertOwnId(caller, body.user_id);
      const userId = caller.user.id;
      const newsId = body.news_id;
      const item = await deps.news.detail(caller, newsId);
      const site = await siteOrMissing(userId);
      const category = await repository.categoryOf(userId, body.category);
      if (!category?.enabled) throw ValidationError.field('category', messages.postCategoryRequired);
      const article: ForwardedArticle = {
        title: Array.from(item.title).slice(0, MAX_TITLE_LENGTH).join(''),
        description: item.content.trim() || item.meta_description || item.title,
        category: category.externalId,
        images: absolute(item.images),
        videos: absolute(item.videos),
        pdfs: absolute(item.pdfs),
      };
      const attempt = await deliver(site, article, log);
      const row = await repository.insertDelivery({
        userId,
        newsId,
        categoryExternalId: category.externalId,
        categoryName: category.name,
        ...attempt,
      });
      if (attempt.status === 'delivered') {
        await deps.activity.record({
          userId,
          kind: 'news',
          itemId: newsId,
          type: NEWS_ACTIONS.allCopied.type,
          action: messages.postedAction,
        });
      }
      return { delivered: attempt.status === 'delivered', delivery: presentDelivery(row) };
    },

    /** The caller's own attempts for one item, newest first. */
    async deliveries(caller: Authenticated, newsId: number): Promise<SiteDelivery[]> {
      return (await repository.deliveriesOf(caller.user.id, newsId, DELIVERY_LOG_LENGTH)).map(presentDelivery);
    },
  };
}
export type ClientSiteService = ReturnType<typeof createClientSiteService>;
