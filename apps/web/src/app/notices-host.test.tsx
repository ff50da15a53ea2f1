import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { showNotice } from '../lib/notices.ts';
import NoticesHost from './notices-host.tsx';

describe('NoticesHost', () => {
  it('shows a notice on the provider on screen, even after another provider was made and thrown away', async () => {
    render(<NoticesHost />);
    // What a discarded render leaves: notistack's exported enqueueSnackbar bound to a provider that is gone.
    render(<SnackbarProvider />).unmount();

    showNotice('Your subscription does not include this content.', { variant: 'error' });

    expect(await screen.findByText('Your subscription does not include this content.')).toBeVisible();
  });
});
