import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature module whose routes this instance registers; unset outside modules (app-wide plugins). */
    featureModule?: string;
  }
}

/**
 * A feature as app.ts composes it: `routes` registers every route of the feature at the root, with
 * its own prefixes; what other features need of it (a service, a repository) rides alongside.
 */
export type FeatureModule = { name: string; routes: FastifyPluginAsync };

/** Registers each module's routes in a scope named after it, so the route table can tell whose a route is. */
export async function registerFeatureModules(app: FastifyInstance, modules: FeatureModule[]) {
  for (const module of modules) {
    await app.register(async (scope) => {
      scope.decorate('featureModule', module.name);
      await scope.register(module.routes);
    });
  }
}
