/** English texts of the uploads screens (merged into en.ts under `uploads`). */
export const uploadsEn = {
  title: '',
};
