import type { MessageResponse } from '@portal/shared';
import { showNotice } from '../../../lib/notices.ts';

/**
 * Runs a mutation and shows the server's message; a refusal is already shown by the red notice of
 * lib/api-client.ts, so it is only swallowed here. Answers whether it succeeded.
 */
export async function withNotice(action: Promise<MessageResponse>): Promise<boolean> {
  try {
    showNotice((await action).message, { variant: 'success' });
    return true;
  } catch {
    return false;
  }
}
