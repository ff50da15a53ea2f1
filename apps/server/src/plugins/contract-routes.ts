import type { ApiAccess, RouteContract } from '@portal/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its contract; plugins/guards.ts reads it before the access table. */
    access?: ApiAccess;
  }
}

/** Keeps the schema parts a contract has: Fastify validates and documents each part it is given. */
const present = <Parts extends object>(parts: Parts) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Parts;

/**
 * The Fastify route options of a contract (packages/shared/src/contracts): its method and whole path, the
 * schemas that check what comes in, serialize what goes out and make the OpenAPI document, and its access
 * for the guards. A route file adds the handler: `app.route({ ...served(contract, tags), handler })`; the
 * handler's request and answer are typed from the same schemas.
 */
export function served<const Contract extends RouteContract>(contract: Contract, tags: string[]) {
  return {
    method: contract.method,
    url: contract.path,
    config: { access: contract.access },
    schema: present({
      tags,
      summary: contract.summary,
      description: contract.description,
      params: contract.params as Contract['params'],
      querystring: contract.query as Contract['query'],
      body: contract.body as Contract['body'],
      response: { 200: contract.response as Contract['response'] },
    }),
  };
}
