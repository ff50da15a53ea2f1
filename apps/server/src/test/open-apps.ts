import type { FastifyInstance } from 'fastify';

/** The apps the current test file has open: buildTestApp adds each, its close() removes it. */
export const openApps = new Set<FastifyInstance>();
