import type { ClientEvent } from '@portal/shared';

/** An event as the clients' API answers it: a photo coverage planned, nothing watched. */
export const clientEvent = (overrides: Partial<ClientEvent> = {}): ClientEvent => ({
  id: 41,
  version: 1,
  title: 'Budget speech',
  title_ne: 'बजेट भाषण',
  description: 'The finance minister presents the budget.',
  description_ne: 'अर्थमन्त्रीले बजेट प्रस्तुत गर्नुहुन्छ।',
  start_date: '2026-05-29',
  start_time: '11:00',
  end_date: null,
  end_time: '13:00',
  all_day: false,
  time_to_be_confirmed: false,
  place: null,
  venue: 'Federal Parliament',
  category_ids: [],
  organiser: 'Ministry of Finance',
  contact: '01-4211000',
  links: [{ label: 'Live stream', url: 'https://parliament.example/live' }],
  attachments: [{ id: 3, name: 'Invitation', kind: 'pdf', size: 120_000, url: 'https://portal.example/api/agenda/files/3.sig' }],
  status: 'confirmed',
  status_reason: '',
  coverages: [
    {
      id: 7,
      kind: 'photos',
      state: 'planned',
      expected_date: '2026-05-29',
      expected_time: '14:00',
      note: '',
      delivered_item: null,
      watched: false,
    },
  ],
  recurring: null,
  updated_at: '2026-05-20T05:00:00.000Z',
  watched: false,
  watch_sms: false,
  ...overrides,
});

export const pageOf = <Row>(data: Row[], lastPage = 1) => ({ data, meta: { total: data.length, current_page: 1, last_page: lastPage } });
