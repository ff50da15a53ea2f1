import type { ApiAccess, RouteContract } from '@portal/shared';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its contract; plugins/guards.ts reads it before the access table. */
    access?: ApiAccess;
    /** A sensitive action: a fresh second factor first (plugins/second-factor-gate.ts). */
    stepUp?: true;
  }
}

/** What a route's schema may add to its contract's. */
type OtherAnswers = Pick<FastifySchema, 'hide' | 'security' | 'produces' | 'description'> & {
  response?: Record<number, RouteContract['response']>;
};
type ResponseSchema<Contract extends RouteContract> = Contract['response'] extends object ? { 200: Contract['response'] } : undefined;

/** Keeps the schema parts a contract has: Fastify validates and documents each part it is given. */
const present = <Parts extends object>(parts: Parts) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Parts;

/**
 * The Fastify route options of a contract (packages/shared/src/contracts): its method and path, the schemas that
 * check what comes in, serialize what goes out and make the OpenAPI document, and its access for the guards. A
 * route file adds the handler: `app.route({ ...served(contract, tags), handler })`; the handler's request and
 * answer are typed from the same schemas. The contract holds the whole path: under a plugin's prefix the rest
 * of it is registered, and a contract outside that prefix stops the start. `options` adds
 * what a route sets beyond its contract.
 */
export function served<const Contract extends RouteContract, const Extra extends OtherAnswers = object>(
  contract: Contract,
  tags: string[],
  /**
   * What the route sets beyond its contract: a rate limit, compression, a body limit… and in `schema` what the
   * OpenAPI document says beyond it (security, hide, a description made at start) or the answers under other
   * statuses than 200 (201, 502), which then replace the contract's 200.
   */
  options: Omit<RouteShorthandOptions, 'schema'> & { schema?: Extra } = {},
) {
  return {
    ...options,
    method: contract.method,
    url: contract.path,
    config: { ...options.config, access: contract.access, ...(contract.stepUp ? { stepUp: true as const } : {}) },
    schema: present({
      tags,
      summary: contract.summary,
      description: contract.description,
      consumes: contract.multipart ? ['multipart/form-data'] : undefined,
      ...options.schema,
      params: contract.params as Contract['params'],
      querystring: contract.query as Contract['query'],
      body: (contract.multipart ? undefined : contract.body) as Contract['multipart'] extends true ? undefined : Contract['body'],
      response: (options.schema?.response ?? (contract.response ? { 200: contract.response } : undefined)) as Extra extends {
        response: object;
      }
        ? Extra['response']
        : ResponseSchema<Contract>,
    }),
  };
}
