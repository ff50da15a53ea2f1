import { type CallAnswer, type CallInput, type Endpoint, pathWith, type RouteContract } from '@portal/shared';
import { api, type RequestOptions } from './api-client.ts';
import type { Query } from './portal-request.ts';

type CallOptions = Pick<RequestOptions, 'signal' | 'notify'>;
type Input<Contract extends RouteContract> = CallInput<Contract> & CallOptions;
/** The contract of an endpoint; of a union of endpoints, the union of their contracts: `call<ContractOf<…>>` calls any of them. */
export type ContractOf<Of> = Of extends Endpoint<infer Contract> ? Contract : never;
/** What a call of an endpoint answers, for code that takes one of several endpoints. */
export type AnswerOf<Of> = CallAnswer<ContractOf<Of>>;
/** A call whose contract takes no parameters, query or body may leave its input out. */
type Arguments<Contract extends RouteContract> = object extends CallInput<Contract> ? [input?: Input<Contract>] : [input: Input<Contract>];

/**
 * Calls a route by its contract (`endpoints` of @portal/shared): its address, method and the types of what is
 * sent and answered all come from the contract the server serves, so none is written at the call.
 */
export function call<Contract extends RouteContract>(
  endpoint: Endpoint<Contract>,
  ...[input]: Arguments<Contract>
): Promise<CallAnswer<Contract>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  return api<CallAnswer<Contract>>(pathWith(endpoint.path, params), { ...options, method: endpoint.method, query, body });
}
