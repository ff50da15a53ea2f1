import { CURRENCY } from '@portal/shared';

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of the API (integer paisa) in rupees, grouped the Nepali way: "Rs 1,00,000", "Rs 1,695.50". */
export function formatRupees(paisa: number): string {
  const format = paisa % 100 === 0 ? wholeRupees : rupeesAndPaisa;
  return `${CURRENCY} ${format.format(paisa / 100)}`;
}
