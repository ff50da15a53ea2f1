import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field.tsx';

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
const nepaliSwitch = () => screen.getByRole('button', { name: 'नेपाली: type in Nepali' });
const showField = () => render(<SearchField label="Search news" value="" onSearch={() => undefined} nepaliTyping />);

describe('the नेपाली typing switch', () => {
  it('is off at first, and leaves romanized typing as it is', async () => {
    const user = userEvent.setup();
    showField();
    expect(nepaliSwitch()).toHaveAttribute('aria-pressed', 'false');
    await user.type(box(), 'sarakaar ');
    expect(box().value).toBe('sarakaar ');
  });

  it('when on, writes each word in Devanagari as a space ends it, keeping the caret at the end', async () => {
    const user = userEvent.setup();
    showField();
    await user.click(nepaliSwitch());
    expect(nepaliSwitch()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => {
      await user.clear(box());
      await user.type(box(), 'sarakaar ');
      expect(box().value).toBe('सरकार ');
    });
    await user.type(box(), 'pokharaa ');
    expect(box().value).toBe('सरकार पोखरा ');
    expect(box().selectionStart).toBe('सरकार पोखरा '.length);
  });

  it('lets Backspace take letters back without converting again', async () => {
    const user = userEvent.setup();
    showField();
    await user.click(nepaliSwitch());
    await waitFor(async () => {
      await user.clear(box());
      await user.type(box(), 'sabhaa ');
      expect(box().value).toBe('सभा ');
    });
    await user.type(box(), 'x{Backspace}{Backspace}');
    expect(box().value).toBe('सभा');
  });

  it('remembers the choice for the next field shown', async () => {
    const user = userEvent.setup();
    const first = showField();
    await user.click(nepaliSwitch());
    first.unmount();
    showField();
    expect(nepaliSwitch()).toHaveAttribute('aria-pressed', 'true');
    await user.click(nepaliSwitch());
    expect(nepaliSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('portal.nepaliTyping')).toBe('off');
  });

  it('is not shown on a search box that does not ask for it', () => {
    render(<SearchField label="Search news" value="" onSearch={() => undefined} />);
    expect(screen.queryByRole('button', { name: /नेपाली/ })).toBeNull();
  });
});
