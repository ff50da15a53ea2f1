/**
 * Every path of the portal API the web app calls, as SPEC.md §7 spells it (typos included). The web
 * names a call only through this map, so a path renamed here fails the web's typecheck, and the
 * server's `api-routes.test.ts` fails when a path here is no route of the server. Methods stay at the
 * call: one path may be read (GET) and changed (PUT). Leaves are paths, or functions of the ids in
 * them; where a part of the path is one of a few names, the map holds one entry per name, so every
 * path it can build is in it for the server's test to check.
 */

export const apiRoutes = {
  lookups: {
    categories: '/api/auth/v2/categories/all',
    languages: '/api/auth/v2/languages/all',
    setupValues: '/api/v1/setupValues/all',
  },
  alerts: {
    unsubscribe: (token: string) => `/api/alerts/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** The OpenAPI reference the Feed API page links to. */
  apiDocs: '/api/docs',
} as const;
