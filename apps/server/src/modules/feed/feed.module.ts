import { startIntervalJob } from '../../lib/interval-job.ts';
import { createSecretAddresses } from '../../lib/secret-addresses.ts';
import { createSecretTokensRepository } from '../../lib/secret-tokens.repository.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createEventDocumentsRepository } from '../item-changes/event-documents.repository.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { type ApiKeysService, createApiKeysService } from './api-keys.service.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService } from './feed.service.ts';
import { createFeedDocuments, type FeedDocuments } from './feed-documents.ts';
import { createFeedEventsRepository, type FeedEventsRepository } from './feed-events.repository.ts';
import { createFeedG2, type FeedG2 } from './feed-g2.ts';
import { createFeedItemsRepository } from './feed-items.repository.ts';
import { createFeedUsage, type FeedUsage } from './feed-usage.ts';
import { createSyndicationRepository } from './syndication.repository.ts';
import { feedTokenRoutes, syndicationRoutes } from './syndication.routes.ts';
import { createSyndicationService, type SyndicationService } from './syndication.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Each item version's ninjs, made once: the Feed API and webhooks send them. */
    feedDocuments: FeedDocuments;
    /** The item-change log as the feeds page it. */
    feedEvents: FeedEventsRepository;
    /** An item change as a NewsML-G2 News Message, made as it goes out: the Feed API and webhooks send them. */
    feedG2: FeedG2;
    /** The clients' API keys; the guards check a Feed API call's key with it. */
    apiKeys: ApiKeysService;
    /** Counts each Feed API call for the house whose key made it (the Agenda's Feed API counts there too). */
    feedUsage: FeedUsage;
    /** The RSS and Atom feeds: the WebSub hub checks topics and sends documents through it. */
    syndication: SyndicationService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One batch of the feed archive's ninjs (a job makes them by itself): 'more' are left, 'done', or 'busy' while the
     * job (or another instance) is at a batch, whose documents are then not yet written.
     */
    makeFeedArchive: FeedDocuments['fillArchive'];
  }
}

/** How often the Feed API's call counts are written (and once more when the app closes). */
const USAGE_FLUSH_MS = 5_000;
/** How often the archive's ninjs are made, while any are left (feed-documents.ts). */
const ARCHIVE_EVERY_MS = 1_000;

/** The machine feed: API keys on My Account, the ninjs Feed API, and RSS and Atom at a secret address per client. */
export const feedModule = defineModule({
  name: 'feed',
  needs: ['db', 'config', 'box', 'links', 'content', 'itemChanges', 'announce', 'bus', 'now', 'log', 'mediaTopics', 'audit'],
  gives: ['feedDocuments', 'feedEvents', 'feedG2', 'apiKeys', 'feedUsage', 'syndication'],
  build: (deps) => {
    const repository = createApiKeysRepository(deps.db);
    const apiKeys = createApiKeysService({ repository, announce: deps.announce, audit: deps.audit, now: deps.now });
    const usage = createFeedUsage({ repository, now: deps.now });
    const feedItems = createFeedItemsRepository(deps.db, deps.mediaTopics.topicOf);
    const documents = createFeedDocuments({
      repository: createEventDocumentsRepository(deps.db),
      feedItems,
      links: deps.links,
      publicUrl: deps.config.publicUrl,
      agencyName: deps.config.agencyName,
      now: deps.now,
    });
    deps.itemChanges.dispatcher.consume(documents.store);
    const events = createFeedEventsRepository(deps.db);
    const g2 = createFeedG2({
      feedItems,
      links: deps.links,
      publicUrl: deps.config.publicUrl,
      agencyName: deps.config.agencyName,
      now: deps.now,
    });
    const feed = createFeedService({ db: deps.db, events, documents, g2, policy: deps.content.policy, topics: deps.mediaTopics });
    const syndication = createSyndicationService({
      addresses: createSecretAddresses({
        tokens: createSecretTokensRepository(deps.db, 'feed_tokens'),
        box: deps.box,
        rotated: {
          db: deps.db,
          record: (tx, userId) => deps.audit.record(tx, { action: 'feed_address.rotate', object: { type: 'user', id: userId } }),
        },
      }),
      syndication: createSyndicationRepository(deps.db),
      feedItems,
      policy: deps.content.policy,
      links: deps.links,
      publicUrl: deps.config.publicUrl,
      agencyName: deps.config.agencyName,
      now: deps.now,
    });
    /**
     * Batches for at most half of each tick: the archive is made in the background without holding up
     * requests. Once it is done the job asks the database no more (settings change only at a start).
     */
    let archiveDone = false;
    async function fillArchive() {
      const until = performance.now() + ARCHIVE_EVERY_MS / 2;
      let state: Awaited<ReturnType<FeedDocuments['fillArchive']>> = 'more';
      while (!archiveDone && state === 'more' && performance.now() < until) {
        state = await documents.fillArchive();
        archiveDone = state === 'done';
      }
    }

    // A suspension ends the client's Feed API calls as it ends its sessions.
    deps.bus.on((change) => {
      if ((change.kind === 'sessions' || change.kind === 'api-keys') && change.userId !== undefined) apiKeys.forgetHere(change.userId);
    });
    deps.bus.onGap(() => apiKeys.forgetHere());
    return {
      gives: { feedDocuments: documents, feedEvents: events, feedG2: g2, apiKeys, feedUsage: usage, syndication },
      decorations: { makeFeedArchive: documents.fillArchive },
      routes: async (app) => {
        const flushing = startIntervalJob(usage.flush, {
          everyMs: USAGE_FLUSH_MS,
          onError: (error) => deps.log.error({ err: error }, 'writing Feed API call counts failed'),
        });
        await documents.claimSettings();
        const archiving = startIntervalJob(fillArchive, {
          everyMs: ARCHIVE_EVERY_MS,
          onError: (error) => deps.log.error({ err: error }, 'making the ninjs of the feed archive failed'),
        });
        app.addHook('onClose', async () => {
          await archiving.stop();
          await flushing.stop();
          await usage.flush().catch((error) => deps.log.error({ err: error }, 'writing Feed API call counts failed'));
        });
        await app.register(apiKeysRoutes({ apiKeys }));
        await app.register(feedRoutes({ feed, usage, callsPerMinute: deps.config.feedCallsPerMinute }));
        await app.register(feedTokenRoutes({ syndication }));
        await app.register(syndicationRoutes({ syndication, publicUrl: deps.config.publicUrl }));
      },
    };
  },
});
