/** English texts of the staff's table of Feed API calls (merged into en.ts under `feedCalls`). */
export const feedCallsEn = {
  title: 'Feed API calls',
  about: 'Calls of each client’s API keys to the Feed API, per day in Nepal time.',
  table: 'Feed API calls per client and day',
  company: 'Company',
  client: 'Client',
  day: 'Day',
  calls: 'Calls',
  empty: 'No client called the Feed API in these days.',
};
