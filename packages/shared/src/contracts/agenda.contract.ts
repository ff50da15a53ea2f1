import { eventFields, eventUpdate, staffEvent, staffEventsQuery } from '../agenda.schema.ts';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { paged, single, withMessage } from '../envelopes.ts';

/** The agency's agenda as staff plan it: events with what the agency will cover of each. */
export const agendaContract = {
  list: route({ method: 'GET', path: '/api/v1/agenda/events', access: 'staff', query: staffEventsQuery, response: paged(staffEvent) }),
  detail: route({ method: 'GET', path: '/api/v1/agenda/events/:id', access: 'staff', params: idParams, response: single(staffEvent) }),
  create: route({ method: 'POST', path: '/api/v1/agenda/events', access: 'staff', body: eventFields, response: withMessage(staffEvent) }),
  update: route({
    method: 'PUT',
    path: '/api/v1/agenda/events/:id',
    access: 'staff',
    params: idParams,
    body: eventUpdate,
    response: withMessage(staffEvent),
  }),
  /** A copy to plan the next one from: the same event and coverage, planned again, with no item delivered. */
  duplicate: route({
    method: 'POST',
    path: '/api/v1/agenda/events/:id/duplicate',
    access: 'staff',
    params: idParams,
    response: withMessage(staffEvent),
  }),
};
