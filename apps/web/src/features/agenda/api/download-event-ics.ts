import { endpoints, pathWith } from '@portal/shared';
import { saveApiFile } from '../../../lib/save-api-file.ts';

/** Saves the event as an iCalendar file (.ics) under the name the server gives it; the call carries the session. */
export const downloadEventIcs = (id: number) => saveApiFile(pathWith(endpoints.agendaReading.eventIcs.path, { id }), {}, `event-${id}.ics`);
