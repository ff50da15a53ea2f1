import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single, withMessage } from '../envelopes.ts';
import {
  bellResponse,
  localeRequest,
  readAlertsRequest,
  savedSearch,
  savedSearchForm,
  unsubscribeInfo,
  unsubscribeParams,
} from '../saved-searches.schema.ts';

const search = '/api/client/saved-searches/:id';
const unsubscribe = '/api/alerts/unsubscribe/:token';

/** The client's saved searches, the bell, the language its mails are written in, and the one-click unsubscribe link of alert mails. */
export const savedSearchesContract = {
  list: route({ method: 'GET', path: '/api/client/saved-searches', access: 'member', response: single(z.array(savedSearch)) }),
  /** Answers 201. */
  create: route({
    method: 'POST',
    path: '/api/client/saved-searches',
    access: 'member',
    body: savedSearchForm,
    response: withMessage(savedSearch),
  }),
  update: route({
    method: 'PUT',
    path: search,
    access: 'member',
    params: idParams,
    body: savedSearchForm,
    response: withMessage(savedSearch),
  }),
  remove: route({ method: 'DELETE', path: search, access: 'member', params: idParams, response: messageResponse }),
  bell: route({ method: 'GET', path: '/api/client/alerts', access: 'member', response: bellResponse }),
  markRead: route({
    method: 'POST',
    path: '/api/client/alerts/read',
    access: 'member',
    body: readAlertsRequest,
    response: messageResponse,
  }),
  setLocale: route({ method: 'PUT', path: '/api/client/locale', access: 'member', body: localeRequest, response: messageResponse }),
  /** What an unsubscribe link turns off; the link carries its own signature. */
  unsubscribeInfo: route({
    method: 'GET',
    path: unsubscribe,
    access: 'guest',
    params: unsubscribeParams,
    response: single(unsubscribeInfo),
  }),
  /** RFC 8058 one-click: mail programs POST it form-encoded without signing in; the body is not read. */
  unsubscribe: route({
    method: 'POST',
    path: unsubscribe,
    access: 'guest',
    params: unsubscribeParams,
    response: withMessage(unsubscribeInfo),
  }),
};
