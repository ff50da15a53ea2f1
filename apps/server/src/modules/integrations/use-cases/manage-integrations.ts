import { type ClientApiForm, type LinkApiForm, messages, type RadioForm } from '@portal/shared';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { isRefusedUrl } from '../../../lib/http-out.ts';
import { presentClientApi, presentLinkApi, presentRadio } from '../integrations.presenters.ts';
import type { RadioRow } from '../integrations.repository.ts';
import type { IntegrationsDeps } from '../integrations-deps.ts';

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

/** The three integrations of My Account (SPEC.md §7 "Integrations") as the client adds, changes and removes them. */
export function createManageIntegrations(deps: IntegrationsDeps) {
  const { repository, secrets } = deps;

  /** A clear 422 at save time for an address the portal will never call; the connect-time check stays the guard. */
  function reachable(field: string, url: string): string {
    if (isRefusedUrl(url, deps.allowLoopback)) throw ValidationError.field(field, messages.outboundRefused);
    return url;
  }

  return {
    clientApi: integration({
      records: repository.clientSites,
      // The request carries these fields inside `values` (SPEC.md §7), so its errors are named so too.
      toValues: (form: ClientApiForm) => ({
        categoryUrl: reachable('values.catergoy_api', form.catergoy_api),
        storeUrl: reachable('values.store_api', form.store_api),
        sealedToken: secrets.seal(form.token),
      }),
      present: (row) => presentClientApi(deps, row),
    }),

    linkApi: integration({
      records: repository.linkApis,
      toValues: (form: LinkApiForm) => ({
        categoryUrl: reachable('category', form.category),
        postUrl: reachable('post', form.post),
        sealedToken: secrets.seal(form.token),
      }),
      present: (row) => presentLinkApi(secrets, row),
    }),

    radio: integration({
      records: repository.radios,
      toValues: (form: RadioForm) => ({ name: form.name, streamUrl: form.url, webUrl: form.web_url, address: form.address }),
      present: presentRadio,
      assertChangeable(row: RadioRow) {
        if (row.status !== 'not_verified') throw new ForbiddenError(messages.radioLocked);
      },
    }),
  };
}
