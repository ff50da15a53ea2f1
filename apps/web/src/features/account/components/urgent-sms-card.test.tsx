import { endpoints } from '@portal/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { UrgentSmsCard } from './urgent-sms-card.tsx';

function renderCard(setting: { enabled: boolean; mobile_no: string }, put: (call: Call) => Response) {
  const calls = fakeApi((call) => {
    if (call.path !== endpoints.urgentSms.setting.path) return undefined;
    if (call.method === 'PUT') {
      const answer = put(call);
      if (answer.ok) setting.enabled = (call.body as { enabled: boolean }).enabled;
      return answer;
    }
    return json(200, { data: { ...setting } });
  });
  renderRoutes([{ path: '*', element: <UrgentSmsCard /> }], '/');
  return calls;
}

describe('UrgentSmsCard', () => {
  it('opts in and shows where the SMS goes', async () => {
    const calls = renderCard({ enabled: false, mobile_no: '9841000001' }, () => json(200, { message: 'On' }));
    await userEvent.click(await screen.findByRole('switch', { name: /urgent news/ }));
    expect(await screen.findByText('On: the SMS goes to 9841000001.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true });
  });

  it('says a mobile number is needed, and shows the refusal', async () => {
    renderCard({ enabled: false, mobile_no: '' }, () =>
      json(422, { message: 'Add your mobile number to your profile first: the SMS goes to it', errors: { enabled: ['x'] } }),
    );
    expect(await screen.findByText('Add a mobile number to your profile to get SMS.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /urgent news/ }));
    expect(await screen.findByText(/Add your mobile number to your profile first/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /urgent news/ })).not.toBeChecked();
  });
});
