import type { ClientApiConfig, LinkApiConfig, RadioConfig, SiteDelivery } from '@portal/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { newSigningSecret } from '../../lib/push-signature.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ClientSiteRow, LinkApiRow, RadioRow } from './integrations.repository.ts';
import type { IntegrationsDeps } from './integrations-deps.ts';
import type { LoggedDelivery } from './site-posts.repository.ts';

/** The site's signing secret, made on first need for sites saved before pushes were signed. */
export async function signingSecretOf(deps: Pick<IntegrationsDeps, 'repository' | 'secrets'>, row: ClientSiteRow): Promise<string> {
  const sealed =
    row.sealedSecret ??
    (await deps.repository.clientSites.setSecret(row.userId, row.id, deps.secrets.seal(newSigningSecret()), true))?.sealedSecret;
  if (!sealed) throw new NotFoundError();
  return deps.secrets.open(sealed);
}

export const presentClientApi = async (
  deps: Pick<IntegrationsDeps, 'repository' | 'secrets'>,
  row: ClientSiteRow,
): Promise<ClientApiConfig> => ({
  id: row.id,
  catergoy_api: row.categoryUrl,
  store_api: row.storeUrl,
  token: deps.secrets.open(row.sealedToken),
  signing_secret: await signingSecretOf(deps, row),
});

export const presentLinkApi = (secrets: SecretBox, row: LinkApiRow): LinkApiConfig => ({
  id: row.id,
  category: row.categoryUrl,
  post: row.postUrl,
  token: secrets.open(row.sealedToken),
});

export const presentRadio = (row: RadioRow): RadioConfig => ({
  id: row.id,
  name: row.name,
  url: row.streamUrl,
  web_url: row.webUrl,
  address: row.address,
  status: row.status,
});

/** One attempt of a site push as the delivery log shows it. */
export const presentSiteDelivery = (row: LoggedDelivery): SiteDelivery => ({
  id: row.id,
  news_id: row.newsId,
  title: row.title,
  category: { id: row.categoryExternalId, name: row.categoryName },
  action: row.action,
  version: row.version,
  automatic: row.automatic,
  attempt: row.attempt,
  status: row.status,
  http_status: row.httpStatus,
  message: row.message,
  retryable: row.retryable,
  created_at: row.createdAt.toISOString(),
});
