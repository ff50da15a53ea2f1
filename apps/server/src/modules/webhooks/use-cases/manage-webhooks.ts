import { MAX_WEBHOOKS, messages, type Webhook, type WebhookValues, type WebhookWithSecret } from '@portal/shared';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { newSigningSecret } from '../../../lib/push-signature.ts';
import { readingsTsQuery } from '../../content/nepali-readings.ts';
import { checkedWebhookUrl } from '../webhook-url.ts';
import type { WebhookRow } from '../webhooks.repository.ts';
import { ownedWebhook, type WebhooksDeps } from './shared.ts';

const present = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  language_id: row.languageId,
  category_ids: row.categoryIds,
  query: row.query,
  agenda: row.agenda,
  format: row.format,
  status: row.status,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** What the audit trail keeps of a hook (never its sealed secret). */
const auditedFields = (row: WebhookRow) => ({
  url: row.url,
  language_id: row.languageId,
  category_ids: row.categoryIds,
  query: row.query,
  agenda: row.agenda,
  format: row.format,
});

const withSecret = (row: WebhookRow, secret: string): WebhookWithSecret => ({ ...present(row), secret });

/**
 * A client's registration of its hooks: the outbound address rules of "Post to my site", the filter
 * query as the archive reads it, at most MAX_WEBHOOKS each, and a signing secret shown only when made.
 */
export function createManageWebhooks(deps: Pick<WebhooksDeps, 'db' | 'repository' | 'box' | 'allowLoopback' | 'audit'>) {
  const { repository } = deps;

  async function valuesOf(form: WebhookValues) {
    return {
      url: await checkedWebhookUrl(form.url, { allowLoopback: deps.allowLoopback }),
      query: form.query,
      matchQuery: await readingsTsQuery(deps.db, form.query),
      languageId: form.language_id,
      categoryIds: form.category_ids,
      ...(form.agenda === undefined ? {} : { agenda: form.agenda }),
      ...(form.format === undefined ? {} : { format: form.format }),
    };
  }

  return {
    async list(userId: number): Promise<Webhook[]> {
      return (await repository.list(userId)).map(present);
    },

    async create(userId: number, form: WebhookValues): Promise<WebhookWithSecret> {
      const values = await valuesOf(form);
      const secret = newSigningSecret();
      const row = await repository.create(userId, { ...values, sealedSecret: deps.box.seal(secret) }, MAX_WEBHOOKS, (tx, created) =>
        deps.audit.record(tx, { action: 'webhook.create', object: { type: 'webhook', id: created.id }, after: auditedFields(created) }),
      );
      if (!row) throw ValidationError.field('url', messages.webhookLimit(MAX_WEBHOOKS));
      return withSecret(row, secret);
    },

    async update(userId: number, id: number, form: WebhookValues): Promise<Webhook> {
      const before = await ownedWebhook(repository, userId, id);
      const values = await valuesOf(form);
      const row = await deps.db.transaction(async (tx) => {
        const updated = await repository.update(userId, id, values, tx);
        if (!updated) throw new NotFoundError();
        await deps.audit.record(tx, {
          action: 'webhook.update',
          object: { type: 'webhook', id },
          before: auditedFields(before),
          after: auditedFields(updated),
        });
        return updated;
      });
      return present(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const before = await ownedWebhook(repository, userId, id);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.remove(userId, id, tx))) throw new NotFoundError();
        await deps.audit.record(tx, { action: 'webhook.delete', object: { type: 'webhook', id }, before: auditedFields(before) });
      });
    },

    async resume(userId: number, id: number): Promise<Webhook> {
      const row = await repository.resume(userId, id);
      if (!row) throw new NotFoundError();
      return present(row);
    },

    async rotateSecret(userId: number, id: number): Promise<WebhookWithSecret> {
      const secret = newSigningSecret();
      const row = await deps.db.transaction(async (tx) => {
        const updated = await repository.update(userId, id, { sealedSecret: deps.box.seal(secret) }, tx);
        if (!updated) throw new NotFoundError();
        await deps.audit.record(tx, { action: 'webhook.rotate_secret', object: { type: 'webhook', id }, after: { secret: 'rotated' } });
        return updated;
      });
      return withSecret(row, secret);
    },
  };
}
