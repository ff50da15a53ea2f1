import type { Database } from '../../db/client.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { ContentCache } from '../content/content-cache.ts';
import type { LookupsAdminRepository } from './lookups-admin.repository.ts';

/** What the lookups service is built from; each lookup names the part of it it uses. */
export type LookupsAdminDeps = { repository: LookupsAdminRepository; cache: Pick<ContentCache, 'clear'>; db: Database; audit: Audit };
