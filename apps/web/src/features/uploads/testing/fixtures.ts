import type { OwnNewsRow } from '@portal/shared';

/** An upload the house's reporter Hari KC sent. */
export const ownNewsRow = (overrides: Partial<OwnNewsRow> = {}): OwnNewsRow => ({
  id: 12,
  title: 'Landslide blocks the highway',
  language_id: 1,
  categories_name: [{ id: 1, name: 'Nation' }],
  publish_at: null,
  label: 'Local',
  user_name: 'Hari KC',
  status: 'pending',
  created_at: '2026-03-02T09:30:00Z',
  ...overrides,
});
