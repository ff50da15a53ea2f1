/** English texts of the developer screens (merged into en.ts under `developer`). */
export const developerEn = {
  title: '',
};
