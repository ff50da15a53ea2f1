import type { z } from 'zod';
import type { StaffArea } from './staff-roles.ts';

/**
 * One route of the portal API as both sides read it: its method and path, who may call it, and the zod
 * schemas of what goes in and what comes back. The server registers its routes from these
 * (apps/server/src/plugins/contract-routes.ts) and the web infers every call's types from them
 * (api-endpoints.ts, generated without zod so the reading screens stay light).
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: the levels of apps/server/src/plugins/access-policy.ts. `staff` is any staff member;
 * `staff:<area>` a staff member whose roles open that part of the console (staff-roles.ts).
 */
export type ApiAccess = 'guest' | 'signed-in' | 'member' | 'reporter' | 'editor' | 'owner' | 'staff' | `staff:${StaffArea}` | 'api-key';

export type RouteContract = {
  method: ApiMethod;
  /** The whole path, `:name` for each parameter. */
  path: string;
  access: ApiAccess;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The body is a multipart form (files): the server reads it part by part, the web sends FormData. */
  multipart?: true;
  /** The JSON answer of a call that succeeds (200); none where the answer is a file, a stream or a feed. */
  response?: z.core.$ZodType;
  /**
   * A sensitive action: the session must have verified a second factor (or, for a person with none, the password)
   * within the last 10 minutes (STEP_UP_MAX_AGE_MS), else 403 with `messages.stepUpRequired`.
   */
  stepUp?: true;
  /** For the OpenAPI document. */
  summary?: string;
  description?: string;
};

export const route = <const Contract extends RouteContract>(contract: Contract): Contract => contract;

type InputOf<Schema> = Schema extends z.core.$ZodType ? z.input<Schema> : never;
type Part<Name extends string, Schema> = Schema extends z.core.$ZodType ? { [Key in Name]: InputOf<Schema> } : { [Key in Name]?: never };
/** A query whose every field may be left out (a list's paging, with its defaults) may be left out itself. */
type QueryPart<Schema> = object extends InputOf<Schema> ? Partial<Part<'query', Schema>> : Part<'query', Schema>;

/** What a caller sends: the path's parameters, the query and the body, as their schemas take them in. */
export type CallInput<Contract extends RouteContract> = Part<'params', Contract['params']> &
  QueryPart<Contract['query']> &
  (Contract['multipart'] extends true ? { body: FormData } : Part<'body', Contract['body']>);

/** What a call answers when it succeeds. */
export type CallAnswer<Contract extends RouteContract> = Contract['response'] extends z.core.$ZodType
  ? z.output<Contract['response']>
  : unknown;

/** The address of a route with its parameters filled in. */
export function pathWith(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What the web needs of a contract at run time, its method and path, carrying the contract's type for the
 * compiler only: api-endpoints.ts lists one per contract without importing a schema.
 */
export type Endpoint<Contract extends RouteContract> = {
  method: Contract['method'];
  path: Contract['path'];
  /** Never set: the contract's type, for `CallInput` and `CallAnswer`. */
  readonly contract?: Contract;
};

export const endpoint = <Contract extends RouteContract>(method: Contract['method'], path: Contract['path']): Endpoint<Contract> => ({
  method,
  path,
});
