import { endpoints, type StepUpRequest } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const secondFactorKey = ['security', 'second-factor'] as const;

/** The signed-in person's factors, whether one is required of them, and their house's rule. */
export const useSecondFactorStatus = () =>
  useQuery({ queryKey: secondFactorKey, queryFn: async () => (await call(endpoints.auth.secondFactorStatus)).data });

/** A mutation whose success changes what the Security card shows. */
function useSecurityChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKey }) });
}

export const useTotpSetup = () => useMutation({ mutationFn: async () => (await call(endpoints.auth.totpSetup)).data });
export const useTotpConfirm = () =>
  useSecurityChange(
    async (code: string) => (await call(endpoints.auth.totpConfirm, { body: { code }, notify: false })).data.recovery_codes,
  );
export const useTotpDisable = () => useSecurityChange(() => call(endpoints.auth.totpDisable));
export const useNewRecoveryCodes = () =>
  useSecurityChange(async () => (await call(endpoints.auth.recoveryCodes)).data.recovery_codes ?? []);
export const useRenamePasskey = () =>
  useSecurityChange(({ id, name }: { id: number; name: string }) => call(endpoints.auth.passkeyRename, { params: { id }, body: { name } }));
export const useRemovePasskey = () => useSecurityChange((id: number) => call(endpoints.auth.passkeyRemove, { params: { id } }));
export const useHouseRule = () =>
  useSecurityChange((required: boolean) => call(endpoints.auth.houseSecondFactorRule, { body: { required } }));

/** A passkey: the browser makes it for the portal (@simplewebauthn/browser, fetched only now), the server checks and keeps it. */
export const useAddPasskey = () =>
  useSecurityChange(async (name: string) => {
    const options = (await call(endpoints.auth.passkeyOptions)).data;
    const { startRegistration } = await import('@simplewebauthn/browser');
    const credential = await startRegistration({ optionsJSON: options as never });
    return (await call(endpoints.auth.passkeyAdd, { body: { name, credential: { ...credential } }, notify: false })).data.recovery_codes;
  });

/** Confirms it is the person (step-up): a code, a passkey's answer, or the password for a person without a factor. */
export async function stepUp(body: StepUpRequest) {
  return call(endpoints.auth.stepUp, { body, notify: false });
}

export async function stepUpWithPasskey() {
  const options = (await call(endpoints.auth.stepUpPasskeyOptions)).data;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: options as never });
  return stepUp({ method: 'passkey', credential: { ...credential } });
}
