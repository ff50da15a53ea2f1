import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who acted: a person of the portal (a client's member or staff), as the audit row names them. */
export type AuditActor = { id: number | null; email: string | null; role: string | null; houseId: number | null };

/** Where a change came from: the person, their address and browser, and the request's id (the log's `reqId`). */
export type AuditContext = {
  actor: AuditActor | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

const NO_CONTEXT: AuditContext = { actor: null, ip: null, userAgent: null, requestId: null };
const requests = new AsyncLocalStorage<FastifyRequest>();

/** The signed-in caller of a request as an audit actor: a client's house is theirs; staff act for no house. */
export function actorOf(request: FastifyRequest): AuditActor | null {
  const user = request.auth?.user;
  if (!user) return null;
  return { id: user.id, email: user.email, role: user.role, houseId: user.role === 'staff' ? null : user.houseId };
}

/** The audit context of one request, read when asked (the guard has set the caller by then). */
export function contextOf(request: FastifyRequest): AuditContext {
  return {
    actor: actorOf(request),
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    requestId: String(request.id),
  };
}

/**
 * The context of the request whose handler is running, or an empty one in a job or a start-up task (the row then
 * names no person: the portal acted). Carried by AsyncLocalStorage so services record what they change without
 * every use case taking the request: the audit context is ambient request data, like the logger's request id.
 */
export function currentAuditContext(): AuditContext {
  const request = requests.getStore();
  return request ? contextOf(request) : NO_CONTEXT;
}

/**
 * Enters each request's audit context before its handler: in preHandler, after the guards set the caller and the
 * body was read (a body read from the socket would run outside a context entered earlier), so the handler, its
 * route's own preHandlers and everything they await run inside it. App-wide: call before the routes are registered.
 */
export function registerAuditContext(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    requests.run(request, done);
  });
}

/** Runs `work` as if `request` were the one being handled (tests, and work a route hands to a callback). */
export function withAuditRequest<T>(request: FastifyRequest, work: () => T): T {
  return requests.run(request, work);
}
