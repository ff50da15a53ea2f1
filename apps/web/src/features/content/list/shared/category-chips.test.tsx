import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/shell-text.ts';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { CategoryChips } from './category-chips.tsx';

const politics = { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' };

afterEach(() => changeLanguage('en'));

describe('CategoryChips', () => {
  it('names the categories in Nepali when the interface is Nepali', async () => {
    fakeApi((call) => (call.path === '/api/auth/v2/categories/all' ? json(200, { data: [politics] }) : undefined));
    await changeLanguage('ne');
    renderRoutes([{ path: '*', element: <CategoryChips categories={[{ id: 1, name: 'Politics' }]} /> }], '/news');
    expect(await screen.findByText('राजनीति')).toBeInTheDocument();
    expect(screen.queryByText('Politics')).toBeNull();
  });

  it('keeps the English names in the English interface', async () => {
    fakeApi((call) => (call.path === '/api/auth/v2/categories/all' ? json(200, { data: [politics] }) : undefined));
    renderRoutes([{ path: '*', element: <CategoryChips categories={[{ id: 1, name: 'Politics' }]} /> }], '/news');
    expect(await screen.findByText('Politics')).toBeInTheDocument();
  });
});
