import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { FeedApiPage } from './feed-api-page.tsx';

describe('the Feed API page', () => {
  it('puts the names from code into its sentences and offers the signature check in five languages', () => {
    const { container } = render(
      <MemoryRouter>
        <FeedApiPage />
      </MemoryRouter>,
    );
    expect(container.textContent).not.toContain('[object Object]');
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    const paging = screen.getByRole('region', { name: 'Reading the feed' });
    expect(within(paging).getAllByText('since', { selector: 'code' }).length).toBeGreaterThan(0);
    expect(within(paging).getByText('pubstatus: "canceled"', { selector: 'code' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('region', { name: 'Webhooks' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['JavaScript', 'Laravel', 'PHP', 'Python', 'Java']);
    expect(screen.getByRole('link', { name: /OpenAPI reference/ })).toHaveAttribute('href', '/api/docs');
  });
});
