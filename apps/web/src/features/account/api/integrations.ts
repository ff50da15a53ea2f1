import {
  apiRoutes,
  type ClientApiForm,
  type ClientApiRequest,
  type DeleteRowsRequest,
  type LinkApiForm,
  type LinkApiRequest,
  type MessageResponse,
  type RadioForm,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientSiteKeys } from '../../../lib/client-site.ts';
import { accountKeys } from './get-account.ts';

/** The integrations of SPEC.md §7, as named in `apiRoutes.account.integrations`. */
export type IntegrationKind = keyof typeof apiRoutes.account.integrations;

export type IntegrationForms = { clientApi: ClientApiForm; linkApi: LinkApiForm; radio: RadioForm };
type Target = { userId: number; id?: number | undefined };

export const clientApiBody = (form: ClientApiForm, { userId }: Target): ClientApiRequest => ({
  user_id: userId,
  key: 'API',
  values: { ...form, user_id: userId },
});

export const linkApiBody = (form: LinkApiForm, { id }: Target): LinkApiRequest => ({
  ...(id ? { id } : {}),
  ...form,
  key: 'API',
  values: { ...form },
});

export const radioBody = (form: RadioForm): RadioForm => ({ ...form });

const BODIES: { [K in IntegrationKind]: (form: IntegrationForms[K], target: Target) => unknown } = {
  clientApi: clientApiBody,
  linkApi: linkApiBody,
  radio: radioBody,
};

/** The request that adds (no id) or changes (id) an integration: method, path and body as SPEC.md §7 spells them. */
export function saveRequest<K extends IntegrationKind>(kind: K, form: IntegrationForms[K], target: Target) {
  const paths = apiRoutes.account.integrations[kind];
  const body = BODIES[kind](form, target);
  return target.id
    ? { path: paths.update(target.id), method: 'PUT' as const, body }
    : { path: paths.create, method: 'POST' as const, body };
}

export const deleteRequest = (kind: IntegrationKind, id: number) => ({
  path: apiRoutes.account.integrations[kind].delete,
  body: { delete_rows: [id] } satisfies DeleteRowsRequest,
});

/** After any change the account is read again; the client API also decides "Post to MY Site". */
function useIntegrationChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: clientSiteKeys.all }),
    ]);
}

export function useSaveIntegration<K extends IntegrationKind>(kind: K, userId: number) {
  const changed = useIntegrationChanged();
  return useMutation({
    mutationFn: ({ form, id }: { form: IntegrationForms[K]; id?: number | undefined }) => {
      const request = saveRequest(kind, form, { userId, id });
      return api<MessageResponse>(request.path, { method: request.method, body: request.body, notify: false });
    },
    onSuccess: changed,
  });
}

export function useDeleteIntegration(kind: IntegrationKind) {
  const changed = useIntegrationChanged();
  return useMutation({
    mutationFn: (id: number) => {
      const request = deleteRequest(kind, id);
      return api<MessageResponse>(request.path, { method: 'POST', body: request.body });
    },
    onSuccess: changed,
  });
}
