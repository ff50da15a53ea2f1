import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import type { NewsDraft } from '../api/save-own-news.ts';

type FormField = 'title' | 'content' | 'language_id' | 'category_ids' | 'attachments' | 'pdf';

/** The form field a server error key belongs to: `category_ids.0` to the categories, `files.2` to the attachments. */
export function formFieldOf(key: string): FormField | undefined {
  const root = key.split('.')[0];
  switch (root) {
    case 'title':
    case 'content':
    case 'language_id':
    case 'category_ids':
    case 'pdf':
      return root;
    case 'files':
    case 'keep_media_ids':
      return 'attachments';
    default:
      return undefined;
  }
}

/**
 * Puts a refused save's field errors under the fields (first message each) and answers what has no
 * field to go under: the other keys' messages, or the message itself when nothing was placed.
 */
export function placeServerErrors(error: unknown, setError: UseFormSetError<NewsDraft>): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  const placed = new Set<FormField>();
  for (const [key, texts] of Object.entries(error.errors)) {
    const message = texts[0];
    const field = formFieldOf(key);
    if (!message || (field && placed.has(field))) continue;
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: placed.size === 0 });
      placed.add(field);
    } else unplaced.push(message);
  }
  return placed.size > 0 || unplaced.length > 0 ? unplaced : [error.message];
}
