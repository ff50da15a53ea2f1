import { serializerCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof serializerCompiler;

const trusted = new WeakSet<object>();
const jsonBytes = new WeakMap<object, Buffer>();

/** An answer's JSON as UTF-8 bytes, made once per answer object (its ETag and a trusted answer's body share them). */
export function answerJson(answer: object): Buffer {
  let bytes = jsonBytes.get(answer);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(answer));
    jsonBytes.set(answer, bytes);
  }
  return bytes;
}

/**
 * Marks an answer built to its response schema by code that tests hold to the schema (the news cards
 * PostgreSQL builds as JSON): it is sent as JSON without being checked field by field again.
 */
export function trustAnswer<Answer extends object>(answer: Answer): Answer {
  trusted.add(answer);
  return answer;
}

/**
 * The zod response serializer, done once per answer object: a list answer shared through the content
 * cache is the same object for every client asking within its 30 s, and checking and stringifying its
 * 60 cards again each time was most of what a cached list cost. Answers are never changed once sent.
 * The text is kept as UTF-8 bytes, which Fastify sends as they are (a string would be measured and
 * encoded again for every request); the compiler's type says string, Fastify takes both.
 */
export function memoizeSerializer(compile: Compiler = serializerCompiler): Compiler {
  const memoized: Compiler = (routeSchema) => {
    const serialize = compile(routeSchema);
    const sent = new WeakMap<object, Buffer>();
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let bytes = sent.get(data);
      if (bytes === undefined) {
        bytes = trusted.has(data) ? answerJson(data) : Buffer.from(serialize(data));
        sent.set(data, bytes);
      }
      return bytes as unknown as string;
    };
  };
  return memoized;
}
