import { contracts, ingestMessages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { IngestConsoleService } from './ingest-console.service.ts';
import type { StaffKeysService } from './staff-keys.service.ts';

const { ingest: contract } = contracts;
const tags = ['ingest'];

/** The staff's ingest console under /api/v1. */
export function ingestConsoleRoutes(deps: { console: IngestConsoleService; staffKeys: StaffKeysService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(contract.settings, tags), handler: async () => ({ data: await deps.console.settings() }) });
    app.route({
      ...served(contract.saveSettings, tags),
      handler: async (request) => {
        await deps.console.saveSettings(caller(request).user.id, request.body.key);
        return { message: ingestMessages.settingsSaved };
      },
    });
    app.route({ ...served(contract.mappings, tags), handler: async () => ({ data: await deps.console.mappings() }) });
    app.route({
      ...served(contract.saveMapping, tags),
      handler: async (request) => ({ data: await deps.console.saveMapping(request.body) }),
    });
    app.route({
      ...served(contract.removeMapping, tags),
      handler: async (request) => {
        await deps.console.removeMapping(request.params.id);
        return { message: ingestMessages.mappingRemoved };
      },
    });
    app.route({ ...served(contract.items, tags), handler: async () => ({ data: await deps.console.items() }) });
    app.route({
      ...served(contract.retryItem, tags),
      handler: async (request) => deps.console.retry(request.params.id, caller(request).user.id, request.log),
    });
    app.route({ ...served(contract.staffKeys, tags), handler: async () => ({ data: await deps.staffKeys.list() }) });
    app.route({
      ...served(contract.createStaffKey, tags),
      handler: async (request) => ({ data: await deps.staffKeys.create(caller(request).user.id, request.body.name, request.body.scopes) }),
    });
    app.route({
      ...served(contract.revokeStaffKey, tags),
      handler: async (request) => {
        await deps.staffKeys.revoke(request.params.id);
        return { message: 'API key revoked' };
      },
    });
  };
}
