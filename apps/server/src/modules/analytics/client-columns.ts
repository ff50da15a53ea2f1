/** Who a client is, as every analytics table of clients shows it. */
export const clientColumns = (row: { id: number; fullName: string; companyName: string; email: string }) => ({
  id: row.id,
  full_name: row.fullName,
  company_name: row.companyName,
  email: row.email,
});
