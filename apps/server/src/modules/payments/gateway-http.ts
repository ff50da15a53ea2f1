/** How the portal talks JSON to a payment gateway. The URLs are configuration, never a client's input. */
export type GatewayRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
};
export type GatewayAnswer = { status: number; body: unknown };
export type GatewayHttp = (request: GatewayRequest) => Promise<GatewayAnswer>;

/** The gateway did not answer, or answered something that is not JSON: nothing can be concluded. */
export class GatewayUnreachableError extends Error {}

const GATEWAY_TIMEOUT_MS = 10_000;

export function createGatewayHttp(timeoutMs = GATEWAY_TIMEOUT_MS): GatewayHttp {
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
      throw new GatewayUnreachableError(`${request.method} ${new URL(request.url).host} failed: ${(error as Error).message}`);
    }
    return { status: response.status, body: await jsonOf(response) };
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayUnreachableError(`answer ${response.status} is not JSON`);
  }
}

/** The gateway answered and refused the request; `detail` is its own explanation. */
export class GatewayRefusedError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(detail);
    this.detail = detail;
  }
}
