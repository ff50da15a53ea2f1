import { messages } from '@portal/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { AppError, BadRequestError, type FieldErrors, ServiceUnavailableError, UpstreamError, ValidationError } from './errors.ts';
import { isMalformedMultipart } from './multipart.ts';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: messages.fileTooLarge,
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The request was malformed.',
};

/** The one place where errors become the envelopes of DESIGN.md §3. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, new ValidationError(validationFieldErrors(error.validation)));
  }
  if (error instanceof AppError) {
    if (error instanceof UpstreamError) request.log.warn({ status: error.statusCode }, error.message);
    else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return send(reply, error);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return send(reply, new ServiceUnavailableError());
  }
  if (isMalformedMultipart(error)) {
    request.log.info({ reason: error.message }, 'client error');
    return send(reply, new BadRequestError(messages.multipartMalformed));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return reply.status(status).send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? messages.unprocessable });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: messages.internal });
}

function validationFieldErrors(validation: readonly { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message ?? messages.unprocessable];
  }
  return errors;
}

function send(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send({
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.data === undefined ? {} : { data: error.data }),
  });
}
