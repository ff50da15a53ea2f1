import { z } from 'zod';
import {
  attachmentParams,
  attachmentTokenParams,
  coverageLink,
  coverageSuggestion,
  coverageSuggestionsQuery,
  eventCreate,
  eventUpdate,
  staffEvent,
  staffEventsQuery,
} from '../agenda.schema.ts';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { paged, single, withMessage } from '../envelopes.ts';

const delivered = '/api/v1/agenda/coverages/:id/delivered';

/** The agency's agenda as staff plan it: events with what the agency will cover of each. */
export const agendaContract = {
  list: route({ method: 'GET', path: '/api/v1/agenda/events', access: 'staff:desk', query: staffEventsQuery, response: paged(staffEvent) }),
  detail: route({ method: 'GET', path: '/api/v1/agenda/events/:id', access: 'staff:desk', params: idParams, response: single(staffEvent) }),
  /** Answers 201 with the event, the first of its series when `recurrence` made one. */
  create: route({
    method: 'POST',
    path: '/api/v1/agenda/events',
    access: 'staff:desk',
    body: eventCreate,
    response: withMessage(staffEvent),
  }),
  update: route({
    method: 'PUT',
    path: '/api/v1/agenda/events/:id',
    access: 'staff:desk',
    params: idParams,
    body: eventUpdate,
    response: withMessage(staffEvent),
  }),
  /** A copy to plan the next one from: the same event and coverage, planned again, with no item delivered. */
  duplicate: route({
    method: 'POST',
    path: '/api/v1/agenda/events/:id/duplicate',
    access: 'staff:desk',
    params: idParams,
    response: withMessage(staffEvent),
  }),
  /** Answers 201 with the event. */
  addAttachment: route({
    method: 'POST',
    path: '/api/v1/agenda/events/:id/attachments',
    access: 'staff:desk',
    params: idParams,
    multipart: true,
    description:
      'Multipart: `file` (PDF, JPG or PNG, 5 MB) and `name`, the file’s name as people will see it. An event holds 10 files at most.',
    response: withMessage(staffEvent),
  }),
  removeAttachment: route({
    method: 'DELETE',
    path: '/api/v1/agenda/events/:id/attachments/:fileId',
    access: 'staff:desk',
    params: attachmentParams,
    response: withMessage(staffEvent),
  }),
  /** An event's file at its lasting address: a redirect to the file. The token is the file's id, signed. */
  attachment: route({ method: 'GET', path: '/api/agenda/files/:token', access: 'guest', params: attachmentTokenParams }),
  /** The coverages a published item may deliver: planned for its kind, nearest its publishing time first. */
  suggestions: route({
    method: 'GET',
    path: '/api/v1/agenda/coverage-suggestions',
    access: 'staff:desk',
    query: coverageSuggestionsQuery,
    response: single(z.array(coverageSuggestion)),
  }),
  /** The coverage delivered by a published item: watchers are told. */
  deliver: route({
    method: 'PUT',
    path: delivered,
    access: 'staff:desk',
    params: idParams,
    body: coverageLink,
    response: withMessage(staffEvent),
  }),
  /** The item no longer delivers it: the coverage is in progress again. */
  undeliver: route({ method: 'DELETE', path: delivered, access: 'staff:desk', params: idParams, response: withMessage(staffEvent) }),
};
