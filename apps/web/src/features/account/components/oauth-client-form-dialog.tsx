import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  type CreatedOAuthClient,
  type CreateOAuthClientRequest,
  createOAuthClientRequest,
  OAUTH_SCOPES,
  type OAuthScope,
} from '@portal/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useCreateOAuthClient } from '../api/oauth-clients.ts';

const SCOPE_LABEL = { 'feed:read': 'oauthClients.scopeFeed', 'agenda:read': 'oauthClients.scopeAgenda' } as const satisfies Record<
  OAuthScope,
  string
>;

/**
 * Making an OAuth client: a name and the scopes it may ask tokens for (both to start with), checked with the
 * shared schema; the server's field errors go under the fields, any other refusal above them.
 */
export function OAuthClientFormDialog({ onCreated, onClose }: { onCreated(client: CreatedOAuthClient): void; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const scopesId = useId();
  const create = useCreateOAuthClient();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<CreateOAuthClientRequest>({
    resolver: zodResolver(createOAuthClientRequest),
    defaultValues: { name: '', scopes: [...OAUTH_SCOPES] },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      onCreated(answer.data);
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['name', 'scopes']));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('oauthClients.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="name"
              label={t('oauthClients.name')}
              required
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <Controller
              control={control}
              name="scopes"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={fieldState.error !== undefined} required>
                  <FormLabel component="legend" id={scopesId}>
                    {t('oauthClients.scopes')}
                  </FormLabel>
                  <FormGroup aria-labelledby={scopesId}>
                    {OAUTH_SCOPES.map((scope) => (
                      <FormControlLabel
                        key={scope}
                        label={t(SCOPE_LABEL[scope])}
                        control={
                          <Checkbox
                            checked={field.value.includes(scope)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? OAUTH_SCOPES.filter((each) => each === scope || field.value.includes(each))
                                  : field.value.filter((each) => each !== scope),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('oauthClients.create')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
