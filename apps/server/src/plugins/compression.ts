import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text the portal answers with: JSON, HTML, CSS, JavaScript, SVG, CSV. Left out: server-sent events
 * (a compressor would hold the events back), and octet-stream, which the compressor's own list takes
 * but the stored files under /media never need (they are images, video and PDF, and answer ranges).
 */
const TEXT_TYPES = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/u;

/**
 * Brotli or gzip as the request's Accept-Encoding asks, for answers of 1 KB and more (the plugin's
 * default threshold; brotli at its default quality 4, quick enough per request). Registered before the
 * web app's files, which arrive already compressed (`.br`/`.gz` made at build) and are passed through.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { encodings: ['br', 'gzip'], customTypes: TEXT_TYPES, globalDecompression: false });
}
