import { type EngagementContract, messages, NEWS_ACTIONS, VIDEO_ACTIONS, VIEW_ACTION_TYPE } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentKind } from '../../db/schema.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { pageMeta } from '../content/content-query.ts';
import type { ActivityRepository } from './activity.repository.ts';

type ActionBody = { type: number; action: string };

type Engagement<Card extends { id: number }, Body extends ActionBody> = {
  kind: ContentKind;
  /** The kind's count-views, count-client-action and my-activities (packages/shared contracts/engagement.ts). */
  contracts: EngagementContract;
  tags: string[];
  /** The item a checked count-client-action body names. */
  itemIdOf: (body: Body) => number;
  /** Refuses what the caller may not open (the detail route's rule) or, with `download`, take away. */
  assertOpenable: (caller: Authenticated, id: number, options?: { download: boolean }) => Promise<void>;
  /** Cards of the items the client may still see; `userId` is the client's, for what differs per client. */
  cardsById: (ids: number[], userId: number) => Promise<Map<number, Card>>;
};

/** The action type that says a file was downloaded. */
const DOWNLOAD_TYPE: Record<ContentKind, number> = {
  news: NEWS_ACTIONS.downloaded.type,
  gallery: NEWS_ACTIONS.downloaded.type,
  video: VIDEO_ACTIONS.downloaded.type,
};

/**
 * The calls of SPEC.md §7 "Views and actions" for one kind of content, and its my-activities list:
 * count-views/{id}, count-client-action, my-activities (`id` leaves one item out: the Watched tab).
 */
export function engagementRoutes<Card extends { id: number }, Body extends ActionBody>(
  deps: { activity: ActivityRepository },
  engagement: Engagement<Card, Body>,
): FastifyPluginAsyncZod {
  const { contracts, tags } = engagement;
  return async (app) => {
    app.route({
      ...served(contracts.countViews, tags),
      handler: async (request) => {
        const client = caller(request);
        await engagement.assertOpenable(client, request.params.id);
        await deps.activity.record({
          userId: client.user.houseId,
          memberId: client.user.id,
          kind: engagement.kind,
          itemId: request.params.id,
          type: VIEW_ACTION_TYPE,
          action: 'Viewed',
        });
        return { message: messages.viewCounted };
      },
    });

    app.route({
      ...served(contracts.countClientAction, tags),
      handler: async (request) => {
        const body = request.body as Body;
        const itemId = engagement.itemIdOf(body);
        const client = caller(request);
        await engagement.assertOpenable(client, itemId, { download: body.type === DOWNLOAD_TYPE[engagement.kind] });
        await deps.activity.record({
          userId: client.user.houseId,
          memberId: client.user.id,
          kind: engagement.kind,
          itemId,
          type: body.type,
          action: body.action,
        });
        return { message: messages.actionCounted };
      },
    });

    app.route({
      ...served(contracts.myActivities, tags),
      handler: async (request) => {
        const query = request.query;
        const userId = caller(request).user.houseId;
        const { items, total } = await deps.activity.recentItems(userId, engagement.kind, {
          page: query.page,
          rowsPerPage: query.rowsPerPage,
          excludeId: query.id,
        });
        const cards = await engagement.cardsById(
          items.map((item) => item.itemId),
          userId,
        );
        const data = items.flatMap((item) => {
          const card = cards.get(item.itemId);
          return card ? [{ ...card, activity_at: item.activityAt.toISOString(), activity_by: item.activityBy }] : [];
        });
        return { data, meta: pageMeta(total, query) };
      },
    });
  };
}
