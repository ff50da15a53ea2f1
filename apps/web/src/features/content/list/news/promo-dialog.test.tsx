import { endpoints } from '@portal/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { PromoDialog } from './promo-dialog.tsx';

const saved = { title_en: 'Dashain offer', title_ne: 'दशैं प्रस्ताव', text_en: 'Two months free.', text_ne: 'दुई महिना निःशुल्क।' };

function openNews(promo: Response, { deepLinked = false } = {}) {
  const calls = fakeApi((call) => (call.path === endpoints.lookupsAdmin.promoPopup.path ? promo.clone() : undefined));
  const view = renderRoutes(
    [
      { path: '/news', element: <PromoDialog deepLinked={deepLinked} /> },
      { path: '/subscription-plans', element: <p>Plans</p> },
    ],
    '/news',
  );
  return { ...view, calls };
}

afterEach(async () => {
  sessionStorage.clear();
  await changeLanguage('en');
});

describe('PromoDialog', () => {
  it('shows the staff’s text in the interface language, once a session', async () => {
    await changeLanguage('ne');
    openNews(json(200, { data: saved }));
    expect(await screen.findByRole('dialog', { name: 'दशैं प्रस्ताव' })).toHaveTextContent('दुई महिना निःशुल्क।');
    await userEvent.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(sessionStorage.getItem('promo-seen')).toBe('1');
  });

  it('falls back to the portal’s own text when staff saved none, and View Offer opens the plans', async () => {
    const { address } = openNews(json(200, { data: { title_en: null, title_ne: null, text_en: null, text_ne: null } }));
    await screen.findByRole('dialog', { name: 'Special offer for media houses' });
    await userEvent.click(screen.getByRole('button', { name: 'View Offer' }));
    expect(address()).toBe('/subscription-plans');
  });

  it('keeps the portal’s own text when the texts cannot be read', async () => {
    openNews(json(500, { message: 'Server error' }));
    expect(await screen.findByRole('dialog', { name: 'Special offer for media houses' })).toBeInTheDocument();
  });

  it('stays closed once seen this session', async () => {
    sessionStorage.setItem('promo-seen', '1');
    const calls = fakeApi(() => undefined);
    renderRoutes([{ path: '/news', element: <PromoDialog deepLinked={false} /> }], '/news');
    await screen.findByText((_, node) => node === document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('counts as seen once shown, so leaving the page without closing it does not bring it back', async () => {
    const { router } = openNews(json(200, { data: saved }));
    await screen.findByRole('dialog', { name: 'Dashain offer' });
    await act(() => router.navigate('/subscription-plans'));
    await act(() => router.navigate('/news'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('promo-seen')).toBe('1');
  });

  it('does not cover an article opened by a link, nor count as seen', async () => {
    const { calls } = openNews(json(200, { data: saved }), { deepLinked: true });
    await screen.findByText((_, node) => node === document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(sessionStorage.getItem('promo-seen')).toBeNull();
  });
});
