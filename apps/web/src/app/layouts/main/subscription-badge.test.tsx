import type { UserProfile } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { SubscriptionBadge } from './subscription-badge.tsx';

const renderBadge = (profile: Partial<UserProfile>, path = '/news') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SubscriptionBadge
        user={
          {
            has_subscription: true,
            ever_subscribed: true,
            is_trial: false,
            left_subscription_days: 30,
            team_role: 'owner',
            ...profile,
          } as UserProfile
        }
      />
    </MemoryRouter>,
  );

afterEach(() => changeLanguage('en'));

describe('SubscriptionBadge', () => {
  it('says nothing with a week or more left', () => {
    const { container } = renderBadge({ left_subscription_days: 7 });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the days left of a trial and of a subscription', () => {
    renderBadge({ is_trial: true, left_subscription_days: 3 });
    expect(screen.getByText('Your trial expires in 3 Days')).toBeInTheDocument();
  });

  it('says Today on the last day', () => {
    renderBadge({ left_subscription_days: 0 });
    expect(screen.getByText('Your subscription expires Today')).toBeInTheDocument();
  });

  it('offers RENEW when the subscription expired, except on the plans and account pages', () => {
    renderBadge({ has_subscription: false, left_subscription_days: 0 });
    expect(screen.getByText('Your subscription has been expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RENEW' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('tells a client who never subscribed so, not that a subscription expired, in English and Nepali', async () => {
    renderBadge({ has_subscription: false, ever_subscribed: false, left_subscription_days: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('You have not subscribed yet');
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RENEW' })).toHaveAttribute('href', '/subscription-plans');
    await changeLanguage('ne');
    expect(await screen.findByText('तपाईंले अहिलेसम्म सदस्यता लिनुभएको छैन')).toBeInTheDocument();
  });

  it('tells a member who is not the owner to ask the owner, without RENEW', () => {
    renderBadge({ has_subscription: false, left_subscription_days: 0, team_role: 'editor' });
    expect(screen.getByRole('status')).toHaveTextContent('Ask the owner of your media house to renew it.');
    expect(screen.queryByRole('link', { name: 'RENEW' })).not.toBeInTheDocument();
  });

  it('leaves the plans page alone', () => {
    const { container } = renderBadge({ has_subscription: false }, '/subscription-plans');
    expect(container).toBeEmptyDOMElement();
  });
});
