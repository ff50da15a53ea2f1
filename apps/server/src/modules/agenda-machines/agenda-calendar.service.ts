import type { CalendarAddress } from '@portal/shared';
import { messages } from '@portal/shared';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import type { SecretAddresses } from '../../lib/secret-addresses.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { type ContentPolicy, houseMachine } from '../content/content.policy.ts';
import { calendarEventOf } from './agenda-calendar.ts';
import type { AgendaChange, AgendaChangesRepository, AgendaFilters } from './agenda-changes.repository.ts';
import { type CalendarHead, calendarText } from './icalendar.ts';

/** A subscription lists the events from this many days back onward. */
export const CALENDAR_DAYS_BACK = 30;
/** At most this many events in a subscription (the agenda holds far fewer from 30 days back). */
const CALENDAR_SIZE = 2_000;
/** How often a calendar application is asked to fetch the subscription again. */
const REFRESH_MINUTES = 60;

export const daysBefore = (now: Date, days: number) => nepalDay(new Date(now.getTime() - days * 86_400_000));

/**
 * The Agenda as calendars take it (iCalendar, icalendar.ts): a person's subscription at a secret address
 * (lib/secret-addresses.ts, as the RSS feeds; rotating stops the old one), and one event as an .ics file.
 * Both are read while the house's plan includes the Agenda and has days left.
 */
export function createAgendaCalendarService(deps: {
  addresses: SecretAddresses;
  changes: AgendaChangesRepository;
  policy: ContentPolicy;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const addressOf = (token: string): CalendarAddress => {
    const url = `${deps.publicUrl}/api/agenda/calendar/${token}`;
    return { url, webcal: url.replace(/^https?:/, 'webcal:') };
  };
  const head = (name: string): CalendarHead => ({
    productId: `-//${deps.agencyName}//Agenda//EN`,
    name,
    refreshMinutes: REFRESH_MINUTES,
    method: 'PUBLISH',
  });
  async function textOf(name: string, changes: AgendaChange[]): Promise<string> {
    const settings = { publicUrl: deps.publicUrl, categoryNames: await deps.changes.categoryNames() };
    return calendarText(
      head(name),
      changes.map((change) => calendarEventOf(change, settings)),
    );
  }

  return {
    async address(caller: Authenticated): Promise<CalendarAddress> {
      await deps.policy.assertCanReadAgenda(caller);
      return addressOf(await deps.addresses.tokenOf(caller.user.id));
    },

    async rotate(caller: Authenticated): Promise<CalendarAddress> {
      await deps.policy.assertCanReadAgenda(caller);
      return addressOf(await deps.addresses.rotate(caller.user.id));
    },

    /** The subscription's text: 404 for a token no one holds, 403 for a suspended person or a plan without the Agenda. */
    async feed(token: string, query: { category?: number | undefined; watched?: boolean | undefined }): Promise<string> {
      const holder = await deps.addresses.holderOf(token);
      if (!holder) throw new NotFoundError();
      if (holder.suspended) throw new ForbiddenError(messages.accountSuspended);
      await deps.policy.assertCanReadAgenda(houseMachine(holder.houseId, holder.staff));
      const filters: AgendaFilters = { categoryId: query.category, watchedBy: query.watched ? holder.userId : undefined };
      const from = daysBefore(deps.now(), CALENDAR_DAYS_BACK);
      const changes = await deps.changes.upcoming(from, filters, await deps.changes.head(), CALENDAR_SIZE);
      const name = query.watched ? 'Agenda: watched events' : 'Agenda';
      return textOf(`${deps.agencyName} ${name}`, changes);
    },

    /** One event as a calendar file to add once, with a file name. */
    async eventFile(caller: Authenticated, eventId: number): Promise<{ text: string; filename: string }> {
      await deps.policy.assertCanReadAgenda(caller);
      const change = await deps.changes.latestOf(eventId);
      if (!change) throw new NotFoundError();
      return { text: await textOf(`${deps.agencyName} Agenda`, [change]), filename: `agenda-event-${eventId}.ics` };
    },
  };
}
export type AgendaCalendarService = ReturnType<typeof createAgendaCalendarService>;
