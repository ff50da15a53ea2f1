import type { UserProfile } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { FeedApiPage } from './feed-api-page.tsx';

/** The page for a signed-in member of the media house with `teamRole`. */
function renderPage(teamRole: UserProfile['team_role'] = 'owner') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQuery().queryKey, { role: 'client', team_role: teamRole } as UserProfile);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FeedApiPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Feed API page', () => {
  it('puts the names from code into its sentences and offers the signature check in five languages', () => {
    const { container } = renderPage();
    expect(container.textContent).not.toContain('[object Object]');
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    const paging = screen.getByRole('region', { name: 'Reading the feed' });
    expect(within(paging).getAllByText('since', { selector: 'code' }).length).toBeGreaterThan(0);
    expect(within(paging).getByText('pubstatus: "canceled"', { selector: 'code' })).toBeInTheDocument();
    expect(within(paging).getByText('topic', { selector: 'code' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('region', { name: 'Webhooks' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['JavaScript', 'Laravel', 'PHP', 'Python', 'Java']);
    expect(screen.getByRole('link', { name: /OpenAPI reference/ })).toHaveAttribute('href', '/api/docs');
  });

  it('links the owner to the keys on My Account, and tells anyone else to ask the owner', () => {
    const owner = renderPage('owner');
    expect(screen.getByRole('link', { name: /My Account/ })).toHaveAttribute('href', '/my-account');
    owner.unmount();
    renderPage('editor');
    expect(screen.queryByRole('link', { name: /My Account/ })).not.toBeInTheDocument();
    expect(screen.getByText(/only the owner of your media house opens/)).toBeInTheDocument();
  });
});
