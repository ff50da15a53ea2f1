import { serializerCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof serializerCompiler;

const trusted = new WeakSet<object>();

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
        bytes = Buffer.from(trusted.has(data) ? JSON.stringify(data) : serialize(data));
        sent.set(data, bytes);
      }
      return bytes as unknown as string;
    };
  };
  return memoized;
}
