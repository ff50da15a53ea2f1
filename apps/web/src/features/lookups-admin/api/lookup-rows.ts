import { type CallInput, endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type ContractOf, call } from '../../../lib/api-call.ts';
import { type LookupModel, lookupsAdminKeys, READ_SIDE_KEYS } from './lookups-admin-keys.ts';

type Tables = Pick<typeof endpoints.lookupsAdmin, LookupModel>;
type RowOf<Model extends LookupModel> = AnswerOf<Tables[Model]['list']> extends { data: (infer Row)[] } ? Row : never;
type FieldsOf<Model extends LookupModel> = CallInput<ContractOf<Tables[Model]['create']>> extends { body: infer Body } ? Body : never;
/**
 * Each model's row, as its list's contract answers it, and what its form sends to add or change one: named one by
 * one (not mapped), so code generic in the model still reads what every row has.
 */
interface Rows {
  categories: RowOf<'categories'>;
  languages: RowOf<'languages'>;
  setupValues: RowOf<'setupValues'>;
  subscriptionPlans: RowOf<'subscriptionPlans'>;
}
interface Forms {
  categories: FieldsOf<'categories'>;
  languages: FieldsOf<'languages'>;
  setupValues: FieldsOf<'setupValues'>;
  subscriptionPlans: FieldsOf<'subscriptionPlans'>;
}
export type LookupRow<Model extends LookupModel> = Rows[Model];
export type LookupFields<Model extends LookupModel> = Forms[Model];
/** One call of any model (`call` of a union of endpoints takes the union of their contracts). */
type AnyModels<Name extends keyof Tables[LookupModel]> = ContractOf<Tables[LookupModel][Name]>;
/**
 * What a save of any model sends: the union of the contracts takes one of their bodies, but it cannot tell that a
 * model's fields are its own body, so the save says it (the form dialog ties its fields to its model).
 */
type SaveInput<Name extends 'create' | 'update'> = Parameters<typeof call<AnyModels<Name>>>[1];

/** Every row of a model, in the agency's order (lookups are short lists, never paged). */
export const useLookupRows = <Model extends LookupModel>(model: Model) =>
  useQuery({
    queryKey: lookupsAdminKeys.list(model),
    queryFn: ({ signal }) =>
      call<AnyModels<'list'>>(endpoints.lookupsAdmin[model].list, { signal }).then((answer) => answer.data as LookupRow<Model>[]),
  });

function useRefresh(model: LookupModel) {
  const queryClient = useQueryClient();
  return async () => {
    const readSide = READ_SIDE_KEYS[model];
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lookupsAdminKeys.list(model) }),
      readSide && queryClient.invalidateQueries({ queryKey: readSide }),
    ]);
  };
}

/** Adds a row (POST v1/{model}) or edits one (PUT v1/{model}/{id}); the form shows the refusals itself. */
export function useSaveLookup<Model extends LookupModel>(model: Model, id: number | undefined) {
  const refresh = useRefresh(model);
  const table = endpoints.lookupsAdmin[model];
  return useMutation({
    mutationFn: (body: LookupFields<Model>) =>
      id === undefined
        ? call<AnyModels<'create'>>(table.create, { body, notify: false } as SaveInput<'create'>)
        : call<AnyModels<'update'>>(table.update, { params: { id }, body, notify: false } as SaveInput<'update'>),
    onSuccess: refresh,
  });
}

/** Deletes rows (POST v1/{model}/delete); a refusal (a row still in use) is announced globally. */
export function useDeleteLookups(model: LookupModel) {
  const refresh = useRefresh(model);
  return useMutation({
    mutationFn: (ids: number[]) => call<AnyModels<'remove'>>(endpoints.lookupsAdmin[model].remove, { body: { delete_rows: ids } }),
    onSuccess: refresh,
  });
}
