import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';

/** What the integrations service is built from; each use case names the part of it it uses. */
export type IntegrationsDeps = {
  repository: IntegrationsRepository;
  secrets: SecretBox;
  allowLoopback: boolean;
  db: Database;
  /** A new signing secret is audited. */
  audit: Audit;
};
