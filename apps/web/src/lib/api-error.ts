import { messages } from '@portal/shared';

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when the network failed), the server's message and its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** The answer's body as the server sent it: a refusal may carry what the caller needs to act on it (the sign-in's devices). */
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldErrors = {}, body: unknown = undefined) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  static network() {
    return new ApiError(0, messages.networkError);
  }

  /** The first message for a field, as the forms show it. */
  fieldMessage(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}
