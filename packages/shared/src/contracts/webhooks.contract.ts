import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single, withMessage } from '../envelopes.ts';
import {
  DEFAULT_WEBHOOK_FORMAT,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  webhook,
  webhookDeliveriesPage,
  webhookDeliveriesQuery,
  webhookForm,
  webhookWithSecret,
} from '../webhooks.schema.ts';

const webhooks = '/api/client/webhooks';
const FORMAT_NOTE = [
  '`format` is the body of each news item POSTed:',
  WEBHOOK_FORMATS.map((format) => `\`${format}\` (${WEBHOOK_FORMAT_LABELS[format]})`).join(', '),
  `— ${DEFAULT_WEBHOOK_FORMAT} when left out of a new hook; a changed hook keeps its format when left out.`,
  'Each body names its version in `standard`; an Agenda event goes as the Agenda Feed API’s event whatever the format.',
].join(' ');

/** The owner's webhooks: a hook of another client is a 404; the secret is answered when made and when rotated. */
export const webhooksContract = {
  list: route({ method: 'GET', path: webhooks, access: 'owner', response: single(z.array(webhook)) }),
  /** Answers 201. */
  create: route({
    method: 'POST',
    path: webhooks,
    access: 'owner',
    stepUp: true,
    description: FORMAT_NOTE,
    body: webhookForm,
    response: withMessage(webhookWithSecret),
  }),
  update: route({
    method: 'PUT',
    path: `${webhooks}/:id`,
    access: 'owner',
    description: FORMAT_NOTE,
    params: idParams,
    body: webhookForm,
    response: withMessage(webhook),
  }),
  remove: route({ method: 'DELETE', path: `${webhooks}/:id`, access: 'owner', params: idParams, response: messageResponse }),
  resume: route({ method: 'POST', path: `${webhooks}/:id/resume`, access: 'owner', params: idParams, response: withMessage(webhook) }),
  rotateSecret: route({
    method: 'POST',
    path: `${webhooks}/:id/rotate-secret`,
    access: 'owner',
    stepUp: true,
    params: idParams,
    response: withMessage(webhookWithSecret),
  }),
  deliveries: route({
    method: 'GET',
    path: `${webhooks}/:id/deliveries`,
    access: 'owner',
    params: idParams,
    query: webhookDeliveriesQuery,
    response: webhookDeliveriesPage,
  }),
};
