import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature module whose routes this instance registers; unset outside modules (app-wide plugins). */
    featureModule?: string;
  }
}

/**
 * What the platform and the feature modules give each other, by name. Each piece is declared beside
 * whoever gives it (`declare module '…/feature-modules.ts' { interface AppPieces { … } }`), so a module's
 * `needs` are checked by the compiler and its `build` sees exactly the pieces it named.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the platform and each module
export interface AppPieces {}
export type PieceName = keyof AppPieces;

/** What a module's build answers: the pieces it declared, its routes, and the app's methods tests drive. */
export type ModuleBuilt<Gives extends PieceName> = ([Gives] extends [never]
  ? { gives?: undefined }
  : { gives: { [Name in Gives]: AppPieces[Name] } }) & {
  /** Registers every route of the feature at the root, with its own prefixes; its hooks stay in its scope. */
  routes?: FastifyPluginAsync;
  /** Methods put on the app (declared on FastifyInstance beside the module): one run of a job, for tests. */
  decorations?: Record<string, unknown>;
};

/**
 * A feature as the app composes it: the pieces it needs (given by the platform or a module listed before
 * it), the pieces it gives, and a build that sees only what it named. What a module depends on and
 * offers is written in two lines at its top.
 */
export type FeatureModule<Needs extends PieceName = PieceName, Gives extends PieceName = PieceName> = {
  name: string;
  needs: readonly Needs[];
  gives: readonly Gives[];
  build: (pieces: Pick<AppPieces, Needs>) => ModuleBuilt<Gives> | Promise<ModuleBuilt<Gives>>;
};

export function defineModule<const Needs extends PieceName, const Gives extends PieceName = never>(
  module: FeatureModule<Needs, Gives>,
): FeatureModule<Needs, Gives> {
  return module;
}

/** Any module, as the app lists them: each build takes the pieces it named. */
export type AnyModule = { name: string; needs: readonly PieceName[]; gives: readonly PieceName[]; build: (pieces: never) => unknown };
type Build = (pieces: Partial<AppPieces>) => ModuleBuilt<PieceName> | Promise<ModuleBuilt<PieceName>>;
export type ModuleRoutes = { name: string; routes: FastifyPluginAsync };

function missingPieceMessage(module: AnyModule, missing: readonly string[], later: readonly AnyModule[]) {
  const hints = missing.map((piece) => {
    const giver = later.find((other) => (other.gives as readonly string[]).includes(piece));
    return giver ? `"${piece}" (given by "${giver.name}", listed after it: move that module up)` : `"${piece}"`;
  });
  return `Module "${module.name}" needs ${hints.join(', ')}, which neither the platform nor a module before it gives`;
}

/**
 * Builds the modules in the order listed, each from the pieces given so far: the platform's and those of the
 * modules above it. A module that needs what is not there yet, gives a piece twice or not at all stops the start
 * with a message naming the piece.
 */
export async function composeModules(
  app: FastifyInstance,
  platform: Partial<AppPieces>,
  modules: readonly AnyModule[],
): Promise<{ pieces: AppPieces; routes: ModuleRoutes[] }> {
  const pieces: Record<string, unknown> = { ...platform };
  const givers = new Map<string, string>();
  const routes: ModuleRoutes[] = [];
  for (const [index, module] of modules.entries()) {
    const missing = module.needs.filter((need) => !(need in pieces));
    if (missing.length > 0) throw new Error(missingPieceMessage(module, missing, modules.slice(index + 1)));
    const built = await (module.build as Build)(Object.fromEntries(module.needs.map((need) => [need, pieces[need]])));
    const given: Record<string, unknown> = built.gives ?? {};
    for (const name of module.gives) {
      if (name in pieces)
        throw new Error(`Module "${module.name}" gives "${name}", which ${givers.get(name) ?? 'the platform'} gives already`);
      if (!(name in given)) throw new Error(`Module "${module.name}" declares it gives "${name}" but its build gave none`);
      pieces[name] = given[name];
      givers.set(name, module.name);
    }
    for (const [name, method] of Object.entries(built.decorations ?? {})) app.decorate(name, method);
    if (built.routes) routes.push({ name: module.name, routes: built.routes });
  }
  return { pieces: pieces as unknown as AppPieces, routes };
}

/** Registers each module's routes in a scope named after it, so the route table can tell whose a route is. */
export async function registerFeatureModules(app: FastifyInstance, modules: readonly ModuleRoutes[]) {
  for (const module of modules) {
    await app.register(async (scope) => {
      scope.decorate('featureModule', module.name);
      await scope.register(module.routes);
    });
  }
}
