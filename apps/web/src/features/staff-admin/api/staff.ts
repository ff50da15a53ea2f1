import { endpoints, type StaffInviteForm, type StaffRole } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { type StaffParams, toStaffQuery } from '../components/staff-params.ts';

const staffKeys = {
  all: ['staff-admin'] as const,
  list: (params: StaffParams) => [...staffKeys.all, 'list', params] as const,
};

/** One page of the agency's staff (GET v1/staff/all). */
export const useStaffList = (params: StaffParams) =>
  useQuery({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => call(endpoints.staffAdmin.list, { signal, query: toStaffQuery(params) }),
    placeholderData: keepPreviousData,
  });

/** After any change the list is fetched again. */
function useStaffChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}

/** Invites a person; the form shows the refusals itself. */
export const useInviteStaff = () => useStaffChange((body: StaffInviteForm) => call(endpoints.staffAdmin.invite, { body, notify: false }));

/** Replaces a person's roles; the dialog shows the refusals itself. */
export const useSetStaffRoles = (id: number) =>
  useStaffChange((staffRoles: StaffRole[]) =>
    call(endpoints.staffAdmin.setRoles, { params: { id }, body: { staff_roles: staffRoles }, notify: false }),
  );

/** The actions on one person (a POST under v1/staff/{id}, or removing their second factors), by the name the page gives it. */
const ACTIONS = {
  suspend: endpoints.staffAdmin.suspend,
  reinstate: endpoints.staffAdmin.reinstate,
  signOut: endpoints.staffAdmin.signOut,
  resendInvitation: endpoints.staffAdmin.resendInvitation,
  resetFactors: endpoints.auth.resetStaffSecondFactors,
};
export type StaffAction = keyof typeof ACTIONS;
type AnyAction = ContractOf<(typeof ACTIONS)[StaffAction]>;

/** Runs an action; a refusal (the last administrator, too many mails) is announced globally. */
export const useStaffAction = () =>
  useStaffChange(({ id, action }: { id: number; action: StaffAction }) => call<AnyAction>(ACTIONS[action], { params: { id } }));
