import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { PdfDownloadButton } from './pdf-download-button.tsx';

vi.mock('#client/components/toast/toast.ts', () => ({ showToast: vi.fn() }));

describe('PdfDownloadButton', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('downloads in the reader language and shows no toast when it works', async () => {
    const download = vi.fn(() => Promise.resolve());
    render(
      <PdfDownloadButton ariaLabel="Download INV-1" failedSummary="Failed" download={download} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download INV-1' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('en'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('names a failed download in an error toast and can be pressed again', async () => {
    const download = vi.fn(() => Promise.reject(new ApiError(404, 'not_found', 'Not Found')));
    render(
      <PdfDownloadButton ariaLabel="Download SB-1" failedSummary="Failed" download={download} />,
    );
    const button = screen.getByRole('button', { name: 'Download SB-1' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ severity: 'error', summary: 'Failed' }),
      ),
    );
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});
