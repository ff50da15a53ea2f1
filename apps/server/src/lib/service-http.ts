/**
 * How the portal talks JSON to the services it is configured with (payment gateways, the social-automation
 * service). Their URLs are configuration, never a client's input, so lib/http-out.ts's address checks do not apply.
 */
export type ServiceRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
};
export type ServiceAnswer = { status: number; body: unknown };
export type ServiceHttp = (request: ServiceRequest) => Promise<ServiceAnswer>;

/** The service did not answer, or answered something that is not JSON: nothing can be concluded. */
export class ServiceUnreachableError extends Error {}

const SERVICE_TIMEOUT_MS = 10_000;

export function createServiceHttp(timeoutMs = SERVICE_TIMEOUT_MS): ServiceHttp {
  return async (request) => {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.json === undefined ? null : JSON.stringify(request.json),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ServiceUnreachableError(`${request.method} ${new URL(request.url).host} failed: ${(error as Error).message}`);
    }
    return { status: response.status, body: await jsonOf(response) };
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceUnreachableError(`answer ${response.status} is not JSON`);
  }
}

/** The service answered and refused the request; `detail` is its own explanation. */
export class ServiceRefusedError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(detail);
    this.detail = detail;
  }
}
