import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { standardPlan, trialPlan } from '../testing/fixtures.ts';
import { PlanCard } from './plan-card.tsx';

afterEach(() => changeLanguage('en'));

describe('PlanCard', () => {
  it('shows the plan’s Nepali name and description in the Nepali interface', async () => {
    await changeLanguage('ne');
    render(<PlanCard plan={standardPlan} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'मानक' })).toBeInTheDocument();
    expect(screen.getByText('एउटा न्युजरुमका लागि समाचार र फोटो')).toBeInTheDocument();
  });

  it('falls back to English where the agency gave no Nepali', async () => {
    await changeLanguage('ne');
    render(<PlanCard plan={{ ...standardPlan, name_ne: null, description_ne: '' }} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    expect(screen.getByText('News and photos for one newsroom')).toBeInTheDocument();
  });

  it('states the screens a plan buys: up to its largest choice, shared by the media house', () => {
    render(<PlanCard plan={standardPlan} onChoose={() => undefined} />);
    expect(screen.getByText('Up to 2 screens')).toBeInTheDocument();
    expect(screen.getByText('Devices signed in at the same time, across your media house')).toBeInTheDocument();
  });

  it('says the free trial gives 1 screen, and a plan of one screen only "1 screen"', () => {
    render(<PlanCard plan={trialPlan} onChoose={() => undefined} />);
    expect(screen.getByText('1 screen')).toBeInTheDocument();
    render(
      <PlanCard
        plan={{ ...standardPlan, id: 9, screen_setup: { screen: [{ screen: 1, amount: 100_000, label: '1 screen' }] } }}
        onChoose={() => undefined}
      />,
    );
    expect(screen.getAllByText('1 screen')).toHaveLength(2);
    expect(screen.queryByText(/Up to/)).not.toBeInTheDocument();
  });

  it('says nothing of screens for a paid plan that offers no screen choice', () => {
    render(<PlanCard plan={{ ...standardPlan, screen_setup: { screen: [] } }} onChoose={() => undefined} />);
    expect(screen.queryByText(/screen/)).not.toBeInTheDocument();
  });

  it('states the screens in Nepali', async () => {
    await changeLanguage('ne');
    render(
      <PlanCard
        plan={{
          ...standardPlan,
          screen_setup: { screen: [...standardPlan.screen_setup.screen, { screen: 5, amount: 300_000, label: '5 screens' }] },
        }}
        onChoose={() => undefined}
      />,
    );
    expect(screen.getByText('बढीमा 5 स्क्रिन')).toBeInTheDocument();
  });
});
