import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type Detail, DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type IntegrationForms, type IntegrationKind, useDeleteIntegration, useSaveIntegration } from '../api/integrations.ts';
import { type FormField, IntegrationFormDialog } from './integration-form-dialog.tsx';

/** What makes one integration card: its form, how a stored configuration is shown, and when it is locked. */
export type IntegrationDefinition<K extends IntegrationKind, C extends { id: number }> = {
  kind: K;
  schema: z.ZodType<IntegrationForms[K], IntegrationForms[K]>;
  fields: readonly FormField<IntegrationForms[K]>[];
  blank: IntegrationForms[K];
  toForm(config: C): IntegrationForms[K];
  details(config: C): Detail[];
  /** Why the configuration can no longer be changed, when it cannot. */
  lockedBecause?(config: C): string | undefined;
};

type Props<K extends IntegrationKind, C extends { id: number }> = {
  definition: IntegrationDefinition<K, C>;
  config: C | null;
  userId: number;
  /** More about a configured integration, under its details. */
  children?: ReactNode;
  /** Shown under the card whether or not the integration is set (a hint, a download). */
  footer?: ReactNode;
};

/** An integration card of My Account: empty with an add button, or its details with edit and delete. */
export function IntegrationSection<K extends IntegrationKind, C extends { id: number }>({
  definition,
  config,
  userId,
  children,
  footer,
}: Props<K, C>) {
  const { t } = useTranslation();
  const text = (key: string) => t(`account.${definition.kind}.${key}`);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveIntegration(definition.kind, userId);
  const remove = useDeleteIntegration(definition.kind);
  const lockedBecause = config ? definition.lockedBecause?.(config) : undefined;

  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const actions = !config
    ? action(text('add'), <Add />, () => setEditing(true))
    : !lockedBecause && (
        <>
          {action(text('edit'), <Edit />, () => setEditing(true))}
          {action(text('delete'), <DeleteOutline />, () => setDeleting(true))}
        </>
      );

  const confirmDelete = async () => {
    if (!config) return;
    try {
      const answer = await remove.mutateAsync(config.id);
      showNotice(answer.message, { variant: 'success' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SectionCard heading={text('heading')} about={text('about')} actions={actions}>
      {config ? (
        <>
          <DetailList details={definition.details(config)} />
          {lockedBecause && <Alert severity="info">{lockedBecause}</Alert>}
          {children}
        </>
      ) : (
        <Typography color="text.secondary">{text('empty')}</Typography>
      )}
      {footer}
      {editing && (
        <IntegrationFormDialog
          title={config ? text('edit') : text('add')}
          schema={definition.schema}
          fields={definition.fields}
          initial={config ? definition.toForm(config) : definition.blank}
          onSave={(form) => save.mutateAsync({ form, id: config?.id })}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={text('delete')}
        text={text('deleteConfirm')}
        confirmLabel={t('account.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onClose={() => setDeleting(false)}
      />
    </SectionCard>
  );
}
