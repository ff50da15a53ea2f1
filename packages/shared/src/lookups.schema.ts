import { z } from 'zod';

export const category = z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), slug: z.string() });
export type Category = z.infer<typeof category>;

export const language = z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), code: z.string() });
export type Language = z.infer<typeof language>;

export const setupValuesQuery = z.object({ key: z.string().trim().min(1, 'key is required').max(100) });

export const setupValue = z.object({
  id: z.number().int(),
  key: z.string(),
  /** `label_ne`: the label in Nepali, '' when it has none (the label shows then). */
  value: z.object({ label: z.string(), label_ne: z.string(), value: z.string() }),
});
export type SetupValue = z.infer<typeof setupValue>;
