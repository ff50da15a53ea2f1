import { createHash } from 'node:crypto';
import { contracts, messages } from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namesTag } from '../../lib/conditional-answer.ts';
import { served } from '../../plugins/contract-routes.ts';
import { apiKeyHolder, caller } from '../../plugins/guards.ts';
import { compress, perKeyLimit, rateLimitNote, securityOf } from '../feed/feed.routes.ts';
import type { FeedUsage } from '../feed/feed-usage.ts';
import type { AgendaCalendarService } from './agenda-calendar.service.ts';
import type { AgendaFeedService } from './agenda-feed.service.ts';

const { eventIcs, calendarAddress, rotateCalendarAddress, calendarFeed } = contracts.agendaReading;
const CALENDAR = 'text/calendar; charset=utf-8';
const calendarTags = ['Agenda calendar'];
const produces = { produces: ['text/calendar'] };

/**
 * Sends a calendar's text with a strong ETag of its bytes, or 304 when the caller holds it already: calendar
 * applications poll a subscription, and an unchanged agenda then costs them headers only. `private`: the address
 * is a person's secret, so no shared cache keeps it.
 */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, text: string, maxAge: number) {
  const tag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  reply.header('content-type', CALENDAR).header('etag', tag).header('cache-control', `private, max-age=${maxAge}`);
  return namesTag(request.headers['if-none-match'], tag) ? reply.code(304).send() : reply.send(text);
}

/** The Agenda for calendars (iCalendar) and for a house's systems (the Feed API); the rest of the Agenda is the agenda module's. */
export function agendaMachinesRoutes(deps: {
  calendar: AgendaCalendarService;
  feed: AgendaFeedService;
  usage: FeedUsage;
  callsPerMinute: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(calendarAddress, calendarTags),
      handler: async (request) => ({ data: await deps.calendar.address(caller(request)) }),
    });
    app.route({
      ...served(rotateCalendarAddress, calendarTags),
      handler: async (request) => ({
        message: messages.calendarAddressRotated,
        data: await deps.calendar.rotate(caller(request)),
      }),
    });
    app.route({
      ...served(calendarFeed, calendarTags, { schema: produces }),
      handler: async (request, reply) => sendCalendar(request, reply, await deps.calendar.feed(request.params.token, request.query), 300),
    });
    app.route({
      ...served(eventIcs, calendarTags, { schema: produces }),
      handler: async (request, reply) => {
        const { text, filename } = await deps.calendar.eventFile(caller(request), request.params.id);
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        return sendCalendar(request, reply, text, 60);
      },
    });

    const { events } = contracts.agendaFeed;
    app.route({
      ...served(events, ['Feed API'], {
        ...perKeyLimit(app, deps.callsPerMinute),
        compress,
        schema: { security: securityOf(events.path), description: `${events.description} ${rateLimitNote(deps.callsPerMinute)}` },
      }),
      handler: async (request) => {
        const holder = apiKeyHolder(request);
        deps.usage.count(holder.houseId);
        return deps.feed.page(holder, request.query);
      },
    });
  };
}
