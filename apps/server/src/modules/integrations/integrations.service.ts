import {
  type Account,
  type ClientApiConfig,
  type ClientApiForm,
  type LinkApiConfig,
  type LinkApiForm,
  messages,
  type RadioConfig,
  type RadioForm,
} from '@portal/shared';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { isRefusedUrl } from '../../lib/http-out.ts';
import { newSigningSecret } from '../../lib/push-signature.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ClientSiteRow, IntegrationsRepository, LinkApiRow, RadioRow } from './integrations.repository.ts';

/** What an integration table offers, always scoped to its owner (integrations.repository.ts). */
type OwnedRecords<Row, Values> = {
  insert(userId: number, values: Values): Promise<Row | undefined>;
  update(userId: number, id: number, values: Values): Promise<Row | undefined>;
  owned(userId: number, ids: number[]): Promise<Row[]>;
  remove(userId: number, ids: number[]): Promise<void>;
};

type Definition<Row, Values, Form, Config> = {
  records: OwnedRecords<Row, Values>;
  /** The row's columns from the form; throws a ValidationError for what the shared schema cannot know. */
  toValues(form: Form): Values;
  present(row: Row): Config | Promise<Config>;
  /** Throws when the client may no longer change or remove the row. */
  assertChangeable?(row: Row): void;
};

/**
 * Add, change and remove for one integration of My Account. One per client: a second add is a 409.
 * Another client's id is a 404 and nothing changes, for a single id or among the `delete_rows`.
 */
function integration<Row, Values, Form, Config>(definition: Definition<Row, Values, Form, Config>) {
  const { records } = definition;
  return {
    async add(userId: number, form: Form): Promise<Config> {
      const row = await records.insert(userId, definition.toValues(form));
      if (!row) throw new ConflictError(messages.integrationExists);
      return await definition.present(row);
    },

    async update(userId: number, id: number, form: Form): Promise<Config> {
      const values = definition.toValues(form);
      const [current] = await records.owned(userId, [id]);
      if (!current) throw new NotFoundError();
      definition.assertChangeable?.(current);
      const row = await records.update(userId, id, values);
      if (!row) throw new NotFoundError();
      return await definition.present(row);
    },

    async remove(userId: number, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const rows = await records.owned(userId, unique);
      if (rows.length !== unique.length) throw new NotFoundError();
      for (const row of rows) definition.assertChangeable?.(row);
      await records.remove(userId, unique);
    },
  };
}

export type SiteConnection = { id: number; categoryUrl: string; storeUrl: string; token: string; secret: string };

/** The three integrations of My Account (SPEC.md §7 "Integrations"); tokens are sealed at rest. */
export function createIntegrationsService(deps: { repository: IntegrationsRepository; secrets: SecretBox; allowLoopback: boolean }) {
  const { repository, secrets } = deps;

  /** A clear 422 at save time for an address the portal will never call; the connect-time check stays the guard. */
  function reachable(field: string, url: string): string {
    if (isRefusedUrl(url, deps.allowLoopback)) throw ValidationError.field(field, messages.outboundRefused);
    return url;
  }

  /** The site's signing secret, made on first need for sites saved before pushes were signed. */
  async function signingSecretOf(row: ClientSiteRow): Promise<string> {
    const sealed =
      row.sealedSecret ??
      (await repository.clientSites.setSecret(row.userId, row.id, secrets.seal(newSigningSecret()), true))?.sealedSecret;
    if (!sealed) throw new NotFoundError();
    return secrets.open(sealed);
  }

  const presentClientApi = async (row: ClientSiteRow): Promise<ClientApiConfig> => ({
    id: row.id,
    catergoy_api: row.categoryUrl,
    store_api: row.storeUrl,
    token: secrets.open(row.sealedToken),
    signing_secret: await signingSecretOf(row),
  });
  const presentLinkApi = (row: LinkApiRow): LinkApiConfig => ({
    id: row.id,
    category: row.categoryUrl,
    post: row.postUrl,
    token: secrets.open(row.sealedToken),
  });
  const presentRadio = (row: RadioRow): RadioConfig => ({
    id: row.id,
    name: row.name,
    url: row.streamUrl,
    web_url: row.webUrl,
    address: row.address,
    status: row.status,
  });

  return {
    clientApi: integration({
      records: repository.clientSites,
      // The request carries these fields inside `values` (SPEC.md §7), so its errors are named so too.
      toValues: (form: ClientApiForm) => ({
        categoryUrl: reachable('values.catergoy_api', form.catergoy_api),
        storeUrl: reachable('values.store_api', form.store_api),
        sealedToken: secrets.seal(form.token),
      }),
      present: presentClientApi,
    }),

    linkApi: integration({
      records: repository.linkApis,
      toValues: (form: LinkApiForm) => ({
        categoryUrl: reachable('category', form.category),
        postUrl: reachable('post', form.post),
        sealedToken: secrets.seal(form.token),
      }),
      present: presentLinkApi,
    }),

    radio: integration({
      records: repository.radios,
      toValues: (form: RadioForm) => ({ name: form.name, streamUrl: form.url, webUrl: form.web_url, address: form.address }),
      present: presentRadio,
      assertChangeable(row: RadioRow) {
        if (row.status !== 'not_verified') throw new ForbiddenError(messages.radioLocked);
      },
    }),

    /** The integration cards of My Account, each null when not configured. */
    async configsOf(userId: number): Promise<Pick<Account, 'apiUrl' | 'api' | 'radio'>> {
      const [site, link, radio] = await Promise.all([
        repository.clientSites.of(userId),
        repository.linkApis.of(userId),
        repository.radios.of(userId),
      ]);
      return {
        apiUrl: site ? await presentClientApi(site) : null,
        api: link ? presentLinkApi(link) : null,
        radio: radio ? presentRadio(radio) : null,
      };
    },

    /** The client's site with its token and signing secret opened, for the calls the portal makes to it. */
    async siteOf(userId: number): Promise<SiteConnection | undefined> {
      const site = await repository.clientSites.of(userId);
      if (!site) return undefined;
      return {
        id: site.id,
        categoryUrl: site.categoryUrl,
        storeUrl: site.storeUrl,
        token: secrets.open(site.sealedToken),
        secret: await signingSecretOf(site),
      };
    },

    /** A new signing secret for the client's site: pushes signed with the old one fail at the site from now on. */
    async rotateSigningSecret(userId: number, id: number): Promise<ClientApiConfig> {
      const row = await repository.clientSites.setSecret(userId, id, secrets.seal(newSigningSecret()), false);
      if (!row) throw new NotFoundError();
      return presentClientApi(row);
    },
  };
}
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
