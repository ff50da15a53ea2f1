/** The rows of a raw `execute`: both drivers answer `{ rows }`, which the shared Database type leaves unknown. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
