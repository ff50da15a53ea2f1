import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
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
});
