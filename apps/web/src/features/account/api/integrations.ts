import {
  type CallInput,
  type ClientApiForm,
  type ClientApiRequest,
  type DeleteRowsRequest,
  endpoints,
  type LinkApiForm,
  type LinkApiRequest,
  type RadioForm,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { clientSiteKeys } from '../../../lib/client-site.ts';
import { accountKeys } from './get-account.ts';

export type IntegrationForms = { clientApi: ClientApiForm; linkApi: LinkApiForm; radio: RadioForm };
/** The integrations of SPEC.md §7, as named in `endpoints.integrations`. */
export type IntegrationKind = keyof IntegrationForms;
type Calls = (typeof endpoints.integrations)[IntegrationKind];
type SaveCall = ContractOf<Calls['create' | 'update']>;
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

/** The call that adds (no id) or changes (id) an integration: its endpoint, id and body as SPEC.md §7 spells them. */
export function saveRequest<K extends IntegrationKind>(kind: K, form: IntegrationForms[K], target: Target) {
  const calls: Calls = endpoints.integrations[kind];
  const body = BODIES[kind](form, target);
  return target.id ? { endpoint: calls.update, params: { id: target.id }, body } : { endpoint: calls.create, body };
}

export const deleteRequest = (kind: IntegrationKind, id: number) => ({
  endpoint: endpoints.integrations[kind].delete,
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
      const { endpoint, ...input } = saveRequest(kind, form, { userId, id });
      // The body was made for this kind's endpoint (BODIES), which the compiler cannot pair through `kind`.
      return call<SaveCall>(endpoint, { ...(input as CallInput<SaveCall>), notify: false });
    },
    onSuccess: changed,
  });
}

export function useDeleteIntegration(kind: IntegrationKind) {
  const changed = useIntegrationChanged();
  return useMutation({
    mutationFn: (id: number) => {
      const { endpoint, body } = deleteRequest(kind, id);
      return call<ContractOf<Calls['delete']>>(endpoint, { body });
    },
    onSuccess: changed,
  });
}
