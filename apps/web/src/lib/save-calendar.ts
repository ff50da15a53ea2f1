import { endpoints, type UserProfile } from '@portal/shared';
import { call } from './api-call.ts';
import { type CalendarChoice, rememberCalendar } from './calendar-choice.ts';
import { queryClient } from './query-client.ts';
import { tokenStorage } from './token-storage.ts';

/** Shows dates in the chosen calendar at once; a signed-in person's choice is saved on their own row too. */
export async function chooseCalendar(choice: CalendarChoice): Promise<void> {
  rememberCalendar(choice);
  if (!tokenStorage.get()) return;
  await call(endpoints.auth.calendar, { body: { calendar: choice } });
  queryClient.setQueryData<UserProfile>(['profile'], (profile) => profile && { ...profile, calendar: choice });
}
