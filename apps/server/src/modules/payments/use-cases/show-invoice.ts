import type { Invoice } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { presentInvoice } from '../payments.presenters.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** The bill of one of the client's completed payments; a payment without a bill number has none. */
export function showInvoice(deps: Pick<PaymentsDeps, 'invoices' | 'config'>) {
  return async (caller: Authenticated, sid: number): Promise<Invoice> => {
    const row = await deps.invoices.ownInvoice(caller.user.houseId, sid);
    const shown = row && presentInvoice(row, deps.config.seller);
    if (!shown) throw new NotFoundError();
    return shown;
  };
}
