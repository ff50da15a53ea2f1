import type { UserProfile } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { FeedApiPage } from './feed-api-page.tsx';

function renderPage() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQuery().queryKey, { role: 'client', team_role: 'owner' } as UserProfile);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FeedApiPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Feed API page’s OAuth 2.0 section', () => {
  it('shows the token endpoint, both scopes, the refusals and the curl and Node samples beside the API keys', () => {
    const { container } = renderPage();
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    expect(screen.getByRole('region', { name: 'Authentication' })).toHaveTextContent(/OAuth 2\.0 may use a client/);
    const section = screen.getByRole('region', { name: 'OAuth 2.0 client credentials' });
    expect(within(section).getByText('POST /api/oauth/token', { selector: 'code' })).toBeInTheDocument();
    expect(within(section).getByText('grant_type=client_credentials', { selector: 'code' })).toBeInTheDocument();
    const scopes = within(section).getByRole('table', { name: 'Scopes' });
    expect(within(scopes).getByText('feed:read')).toBeInTheDocument();
    expect(within(scopes).getByText('agenda:read')).toBeInTheDocument();
    expect(within(section).getByText('invalid_client', { selector: 'code' })).toBeInTheDocument();
    expect(within(section).getByText(/curl -fsS -u "\$PORTAL_CLIENT_ID:\$PORTAL_CLIENT_SECRET"/)).toBeInTheDocument();
    expect(within(section).getByRole('tab', { name: 'Node.js' })).toBeInTheDocument();
    expect(within(section).getByRole('tabpanel')).toHaveTextContent(/grant_type: 'client_credentials'/);
  });
});
