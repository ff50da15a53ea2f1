import { randomUUID } from 'node:crypto';
import {
  itemWebUrl,
  messages,
  SITE_TITLE_MAX_LENGTH,
  type SitePushArticle,
  type SitePushBody,
  type SitePushTakedown,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type HttpOut, OutboundError, type OutboundFailure } from '../../lib/http-out.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { signatureHeader } from '../../lib/push-signature.ts';
import { plainText } from '../../lib/rich-text.ts';
import { creditLineOf } from '../content/rights-notice.ts';
import type { NewsArticle } from '../news/news-articles.repository.ts';
import { presentPlace } from '../places/place-names.ts';

const SITE_MESSAGE_LENGTH = 200;

/** Where a push goes and what it is signed with. */
export type SiteTarget = { storeUrl: string; token: string; secret: string };

/** The version of the item a push carries (from the item-change log). */
export type PushedVersion = { version: number; at: Date };

export type PushOutcome = { status: 'delivered' | 'failed'; httpStatus: number | null; message: string; durationMs: number };

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

/** Control characters and bidirectional overrides, which could garble or disguise the text around them. */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The `message` a site put in its JSON answer, as one line of plain text (markup dropped) of at most
 * SITE_MESSAGE_LENGTH characters: it is shown to the client as the reason of a failed push.
 */
export function siteMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return undefined;
  const characters = Array.from(plainText(message.replace(UNPRINTABLE, ' ')));
  if (characters.length === 0) return undefined;
  return characters.length > SITE_MESSAGE_LENGTH ? `${characters.slice(0, SITE_MESSAGE_LENGTH - 1).join('')}…` : characters.join('');
}

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Main picture first, then the others in the item's order; a video's poster is not a picture of the article. */
const picturesOf = (item: NewsArticle) =>
  item.files
    .filter((file) => file.kind === 'image' && file.role !== 'poster')
    .sort((a, b) => Number(b.role === 'main') - Number(a.role === 'main'));

/**
 * Pushes to client sites (docs/SITE-PUSH.md): the body of a publish, update or take-down made from the
 * item as it stands, signed with the site's secret like the Feed API's webhooks, and sent through the
 * SSRF-safe helper. Sending never throws for the site's own failures: it answers how the attempt went.
 */
export function createSitePusher(deps: { httpOut: HttpOut; links: MediaLinks; publicUrl: string; agencyName: string; now: () => Date }) {
  const signed = (path: string) => deps.links.sign(path, deps.publicUrl);
  const portalOf = (newsId: number, version: PushedVersion, publishedAt: Date | null) => ({
    item_id: newsId,
    version: version.version,
    uri: itemWebUrl(deps.publicUrl, 'news', newsId),
    published_at: publishedAt?.toISOString() ?? null,
    updated_at: version.at.toISOString(),
  });

  return {
    article(item: NewsArticle, version: PushedVersion, action: SitePushArticle['action'], siteCategory: number): SitePushArticle {
      const credit = creditLineOf(item, deps.agencyName);
      const pictures = picturesOf(item).map((file) => ({ url: signed(file.path), caption: file.caption, credit }));
      const filesOf = (kind: 'video' | 'pdf') => item.files.filter((file) => file.kind === kind).map((file) => signed(file.path));
      const fallback = item.metaDescription.trim() || item.title;
      return {
        action,
        portal: portalOf(item.id, version, item.publishAt),
        title: Array.from(item.title.trim()).slice(0, SITE_TITLE_MAX_LENGTH).join(''),
        description: item.content.trim() || `<p>${escapeHtml(fallback)}</p>`,
        summary: item.metaDescription.trim(),
        category: siteCategory,
        portal_categories: item.categories,
        language: item.languageCode,
        credit,
        usage_terms: item.usageTerms,
        editor_note: item.editorNote,
        place: presentPlace(item),
        pictures,
        images: pictures.map((picture) => picture.url),
        videos: filesOf('video'),
        pdfs: filesOf('pdf'),
      };
    },

    takedown(newsId: number, version: PushedVersion): SitePushTakedown {
      return { action: 'takedown', portal: portalOf(newsId, version, null), reason: 'withdrawn' };
    },

    /** One signed POST to the site's store address; any 2xx is delivered. */
    async send(target: SiteTarget, body: SitePushBody, log: FastifyBaseLogger): Promise<PushOutcome> {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const text = JSON.stringify(body);
      try {
        const answer = await deps.httpOut.send({
          method: 'POST',
          url: target.storeUrl,
          headers: {
            'content-type': 'application/json',
            Token: target.token,
            'x-portal-signature': signatureHeader(target.secret, Math.floor(deps.now().getTime() / 1000), text),
            'x-portal-delivery': randomUUID(),
            'idempotency-key': `${body.portal.item_id}-${body.portal.version}-${body.action}`,
          },
          body: text,
          log,
        });
        const said = siteMessage(parseJson(answer.body));
        if (answer.status >= 200 && answer.status < 300) {
          return { status: 'delivered', httpStatus: answer.status, message: said ?? messages.posted, durationMs: elapsed() };
        }
        log.warn({ status: answer.status, site: said }, 'client site refused the push');
        return {
          status: 'failed',
          httpStatus: answer.status,
          message: `The site answered ${answer.status}${said ? `: ${said}` : ''}`,
          durationMs: elapsed(),
        };
      } catch (error) {
        const reason = error instanceof OutboundError ? error.reason : 'network';
        return { status: 'failed', httpStatus: null, message: FAILURE_TEXTS[reason], durationMs: elapsed() };
      }
    },
  };
}
export type SitePusher = ReturnType<typeof createSitePusher>;
