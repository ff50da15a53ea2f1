import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bsTodayInNepal } from '../lib/bs-today.ts';
import { rememberCalendar } from '../lib/calendar-choice.ts';
import '../lib/session/i18n.ts';
import { DateFilter } from './date-filter.tsx';

describe('DateFilter', () => {
  it('reports only the edge that was edited, so a From not yet shown is not undone by the To', () => {
    const onChange = vi.fn();
    render(<DateFilter value={{ to: '2020-02-01' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
    expect(onChange).toHaveBeenCalledWith({ preset: undefined, customRange: true, to: '2020-01-31' });
    expect(onChange.mock.calls[0]?.[0]).not.toHaveProperty('from');
  });

  it('refuses a start after the end', () => {
    const onChange = vi.fn();
    render(<DateFilter value={{ from: '2020-01-10', to: '2020-01-20' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-25' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes "this year" as the AD year preset, which the server reads on the Nepal day', async () => {
    const onChange = vi.fn();
    render(<DateFilter value={{}} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Date'), 'This year');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ preset: 'this_year', bsMonth: undefined }));
  });

  describe('in Bikram Sambat', () => {
    afterEach(() => rememberCalendar(null));

    it('takes "this month" as the BS month, and offers the months by name', async () => {
      rememberCalendar('bs');
      const onChange = vi.fn();
      const { rerender } = render(<DateFilter value={{}} onChange={onChange} />);
      await userEvent.selectOptions(screen.getByLabelText('Date'), 'This Month');
      const chosen = onChange.mock.calls[0]?.[0];
      expect(chosen).toMatchObject({ preset: undefined, bsMonth: expect.stringMatching(/^\d{4}-\d{2}$/) });

      rerender(<DateFilter value={{ bsMonth: '2083-08' }} onChange={onChange} />);
      await userEvent.selectOptions(screen.getByLabelText('Month'), 'Mangsir 2083');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bsMonth: '2083-08' }));
    });

    it('takes "this year" as the whole BS year of the Nepal day, and shows it as "This year"', async () => {
      rememberCalendar('bs');
      const onChange = vi.fn();
      const year = String(bsTodayInNepal().year);
      const { rerender } = render(<DateFilter value={{}} onChange={onChange} />);
      await userEvent.selectOptions(screen.getByLabelText('Date'), 'This year');
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ preset: undefined, bsMonth: year }));

      rerender(<DateFilter value={{ bsMonth: year }} onChange={onChange} />);
      expect(screen.getByLabelText('Date')).toHaveDisplayValue('This year');
      expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();

      // An earlier year (a shared link) is offered by name beside the months.
      rerender(<DateFilter value={{ bsMonth: '2081' }} onChange={onChange} />);
      expect(screen.getByLabelText('Month')).toHaveDisplayValue('Year 2081 BS');
    });

    it('chooses the range’s days on a BS calendar and reports them as AD days', async () => {
      rememberCalendar('bs');
      // The BS day field is a lazy chunk with MUI's popover: loaded cold in a busy worker it can take longer than findBy waits.
      await import('./bs-date-field.tsx');
      const onChange = vi.fn();
      render(<DateFilter value={{ customRange: true, to: '2026-11-28' }} onChange={onChange} />);
      expect(await screen.findByDisplayValue('12 Mangsir 2083')).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Choose From date'));
      const picker = await screen.findByRole('dialog', { name: 'Choose From date' });
      expect(within(picker).getByRole('columnheader', { name: 'Sun' })).toBeInTheDocument();
      await userEvent.click(within(picker).getByRole('button', { name: '1 Mangsir 2083, Tuesday' }));
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ customRange: true, from: '2026-11-17' }));
    });
  });
});
