import { useRegisterCategories } from '../../../lib/lookups.ts';

/** The label of a register category, or its stored value until the categories have loaded. */
export function useCategoryLabel() {
  const categories = useRegisterCategories();
  return (value: string) => categories.data?.find((category) => category.value.value === value)?.value.label ?? value;
}
