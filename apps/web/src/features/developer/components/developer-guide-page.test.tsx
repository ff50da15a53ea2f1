import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { DeveloperGuidePage } from './developer-guide-page.tsx';

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DeveloperGuidePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => changeLanguage('en'));

describe('the Developer guide', () => {
  it('offers the WordPress plugin and its three install steps', () => {
    renderPage();
    const wordpress = screen.getByRole('region', { name: 'WordPress sites' });
    const download = within(wordpress).getByRole('link', { name: /Download the WordPress plugin/ });
    expect(download).toHaveAttribute('href', '/api/integrations/wordpress-plugin.zip');
    expect(download).toHaveAttribute('download');
    const steps = within(within(wordpress).getByRole('list', { name: 'Installing the WordPress plugin' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Plugins → Add New → Upload Plugin');
    expect(steps[0]).toHaveTextContent('Activate');
    expect(steps[1]).toHaveTextContent('Settings → Portal News');
    expect(steps[1]).toHaveTextContent('My Account → Client API');
    expect(steps[1]).toHaveTextContent('signing secret');
    expect(steps[2]).toHaveTextContent('drafts');
  });

  it('explains signed pushes, corrections and take-downs and links to the signature check', () => {
    const { container } = renderPage();
    expect(container.textContent).not.toContain('[object Object]');
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    const pushes = screen.getByRole('region', { name: 'Signed pushes, corrections and take-downs' });
    const headers = within(pushes)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(headers).toEqual([
      'Content-Type: application/json',
      'Token',
      'X-Portal-Signature: t=…,v1=…',
      'X-Portal-Delivery',
      'Idempotency-Key',
    ]);
    expect(within(pushes).getAllByText('portal.item_id', { selector: 'code' }).length).toBeGreaterThan(0);
    expect(within(pushes).getByRole('link', { name: /How to check the signature/ })).toHaveAttribute('href', '/feed-api#webhooks');
  });

  it('says all of it in Nepali as well', async () => {
    await changeLanguage('ne');
    const { container } = renderPage();
    const wordpress = await screen.findByRole('region', { name: 'WordPress साइटहरू' });
    expect(within(wordpress).getByRole('link', { name: /WordPress plugin डाउनलोड गर्नुहोस्/ })).toHaveAttribute(
      'href',
      '/api/integrations/wordpress-plugin.zip',
    );
    const pushes = screen.getByRole('region', { name: 'हस्ताक्षरित push, सच्याइएका र हटाइएका समाचार' });
    expect(within(pushes).getAllByText('portal.item_id', { selector: 'code' }).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
  });
});
