import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerJson } from './memoized-serializer.ts';

const tags = new WeakMap<object, string>();

/**
 * A weak validator of an answer: a hash of its JSON, worked out once per answer object (a cached list
 * is the same object for every client within its life). Being the hash of the content, it is the same
 * on every instance and after a restart, and changes with anything a client would see.
 */
export function etagOf(answer: object): string {
  let tag = tags.get(answer);
  if (tag === undefined) {
    tag = `W/"${hash('sha1', answerJson(answer), 'base64url')}"`;
    tags.set(answer, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names `tag`, by the weak comparison of RFC 9110 §13.1.2. */
export function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends `answer` with its ETag, or 304 without a body when the caller holds that version already.
 * `private, no-cache` lets the browser keep the answer but ask each time, with If-None-Match, so a
 * page polling an unchanged list receives headers only.
 */
export function conditional<Answer extends object>(request: FastifyRequest, reply: FastifyReply, answer: Answer): Answer | FastifyReply {
  const tag = etagOf(answer);
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  return namesTag(request.headers['if-none-match'], tag) ? reply.code(304).send() : answer;
}
