import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { rememberCalendar } from '../../../lib/calendar-choice.ts';
import { theme } from '../../../ui/mui/theme.ts';
import { DayField } from './day-field.tsx';

function Chooser({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <DayField
        label="Expected on"
        clearable
        value={value}
        error={value === '' ? 'Choose a day' : undefined}
        onChange={(day) => {
          seen.push(day);
          setValue(day);
        }}
      />
    </ThemeProvider>
  );
}

afterEach(() => act(() => rememberCalendar(null)));

describe('DayField', () => {
  it('shows and takes the day in Bikram Sambat for who reads BS, keeping the AD day, and clears it', async () => {
    act(() => rememberCalendar('bs'));
    const seen: string[] = [];
    render(<Chooser initial="2026-05-29" seen={seen} />);
    // 2026-05-29 is 15 Jestha 2083.
    expect(await screen.findByRole('textbox', { name: 'Choose Expected on date' })).toHaveValue('15 Jestha 2083');
    await userEvent.click(screen.getByRole('textbox', { name: 'Choose Expected on date' }));
    await userEvent.click(await screen.findByRole('button', { name: /^16 Jestha 2083/ }));
    expect(seen).toEqual(['2026-05-30']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Expected on' }));
    expect(seen.at(-1)).toBe('');
    expect(screen.getByText('Choose a day')).toBeInTheDocument();
  });

  it('uses the browser’s date input in AD', () => {
    render(<Chooser initial="2026-05-29" seen={[]} />);
    expect(screen.getByLabelText('Expected on')).toHaveValue('2026-05-29');
  });
});
