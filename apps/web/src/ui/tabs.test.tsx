import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const NAMES = ['related', 'all', 'watched'] as const;

function ChosenTab() {
  const [value, setValue] = useState<(typeof NAMES)[number]>('all');
  return (
    <>
      <Tabs
        label="More"
        values={NAMES}
        value={value}
        onChange={setValue}
        tabLabel={(name) => name}
        tabId={(name) => `tab-${name}`}
        panelId="panel"
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${value}`}>
        {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('the Tab key reaches the chosen tab; the arrows move around the row, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<ChosenTab />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'all' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'watched' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'related' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'all' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'related' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'related' })).toHaveTextContent('related');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'watched' })).toHaveFocus();
  });
});
