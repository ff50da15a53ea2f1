import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PromoPopupTab } from './promo-popup-tab.tsx';

const notices = catchNoticeMessages();

describe('PromoPopupTab', () => {
  it('starts from the portal’s own texts when none was saved, and saves all four', async () => {
    const calls = fakeApi((call) => {
      if (call.method === 'GET') return json(200, { data: { title_en: null, title_ne: null, text_en: null, text_ne: null } });
      return json(200, { message: 'Promo popup saved' });
    });
    renderRoutes([{ path: '/', element: <PromoPopupTab /> }], '/');
    const title = await screen.findByRole('textbox', { name: 'Title (English)' });
    expect(title).toHaveValue('Special offer for media houses');
    expect(screen.getByRole('textbox', { name: 'Title (Nepali)' })).toHaveValue('सञ्चारगृहका लागि विशेष प्रस्ताव');
    expect(screen.getByText(/Not yet saved/)).toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.paste('Dashain offer');
    await userEvent.click(screen.getByRole('button', { name: 'Save popup' }));
    await waitFor(() => expect(notices).toContain('Promo popup saved'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title_en: 'Dashain offer',
      title_ne: 'सञ्चारगृहका लागि विशेष प्रस्ताव',
    });
  });
});
