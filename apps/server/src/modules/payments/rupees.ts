/** Gateways speak rupees as decimal text ("1695", "1695.5", "1695.0"); the portal keeps integer paisa. */

export function rupeesText(paisa: number): string {
  const rupees = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  if (rest === 0) return String(rupees);
  return `${rupees}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Exact, without floating point; undefined for anything but a plain non-negative amount with at most two decimals. */
export function paisaOf(text: unknown): number | undefined {
  const value = typeof text === 'number' ? String(text) : text;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
