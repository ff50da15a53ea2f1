import { messages } from '@portal/shared';

export type FieldErrors = Record<string, string[]>;

/** An error whose status and message may be shown to the caller as they are. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  /** What the caller needs to act on the error (the devices holding every screen); sent as `data`. */
  readonly data: unknown;

  constructor(statusCode: number, message: string, errors?: FieldErrors, data?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.data = data;
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message = firstMessage(errors)) {
    super(422, message, errors);
  }

  static field(field: string, message: string) {
    return new ValidationError({ [field]: [message] });
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = messages.unauthorized, errors?: FieldErrors) {
    super(401, message, errors);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(field: string, message: string = messages.fileTooLarge) {
    super(413, message, { [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = messages.tooManyAttempts) {
    super(429, message);
  }
}

/** A site or service the portal called on the caller's behalf failed; the cause is logged where it is known. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string = messages.unavailable) {
    super(503, message);
  }
}

function firstMessage(errors: FieldErrors): string {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return messages.unprocessable;
}

/** Groups zod-style issues by their first path segment, keeping every message in order. */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
