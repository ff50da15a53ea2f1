/** English texts of the account screens (merged into en.ts under `account`). */
export const accountEn = {
  title: '',
};
