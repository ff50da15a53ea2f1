import type { SecretBox } from '../../lib/secret-box.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';

/** What the integrations service is built from; each use case names the part of it it uses. */
export type IntegrationsDeps = {
  repository: IntegrationsRepository;
  secrets: SecretBox;
  allowLoopback: boolean;
};
