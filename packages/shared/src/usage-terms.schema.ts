import { z } from 'zod';
import { optionalText } from './rules.ts';

/** Usage terms are one line a newsroom reads at a glance; the editor's note a few lines. */
export const MAX_USAGE_TERMS_LENGTH = 200;
export const MAX_EDITOR_NOTE_LENGTH = 1000;

const storedText = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((text) => text ?? ''),
  );

/** What the desks send of an item's usage terms and editor's note ('' = none). */
export const usageNoticeFields = {
  usage_terms: storedText(MAX_USAGE_TERMS_LENGTH),
  editor_note: storedText(MAX_EDITOR_NOTE_LENGTH),
};

/**
 * What clients read of them: `usage_terms` are the effective terms (the item's own, else the first
 * default of its categories), `editor_note` the item's note; '' = none.
 */
export const usageNotice = z.object({ usage_terms: z.string(), editor_note: z.string() });
export type UsageNotice = z.infer<typeof usageNotice>;
