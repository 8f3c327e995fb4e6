import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CvReadResponse } from '#shared/schemas/files.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CandidateForm } from './candidate-form.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FOUND: CvReadResponse = {
  readable: true,
  firstname: 'Derya',
  lastname: 'Kaplan',
  email: 'derya@cv.example',
  phone: null,
  linkedinPage: null,
};

/** The CV reader answers only when the test says so. */
function serveWithHeldReader() {
  let answer: (found: CvReadResponse) => void = () => undefined;
  const held = new Promise<CvReadResponse>((resolve) => (answer = resolve));
  mockFetch(async (raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/cv-reader') return { body: await held };
    if (path === '/api/candidates/education-levels') return { body: { items: [] } };
    if (path.startsWith('/api/lookups/countries')) return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
  return { answer };
}

function renderNewCandidateForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CandidateForm prefillFromCv onSaved={() => undefined} onCancel={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const file = view.container.querySelector<HTMLInputElement>('input[type=file]');
  if (!file) throw new Error('no CV input');
  return { file };
}

const cv = () => new File(['%PDF-1.4 Derya Kaplan'], 'derya-cv.pdf', { type: 'application/pdf' });
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('a new candidate’s CV prefills the form', () => {
  it('fills the empty fields, but not the one the user has just entered', async () => {
    const reader = serveWithHeldReader();
    const { file } = renderNewCandidateForm();
    await userEvent.upload(file, cv());
    await userEvent.click(field(/^First name/));

    reader.answer(FOUND);
    await waitFor(() => expect(field(/^Last name/).value).toBe('Kaplan'));
    expect(field(/^Email/).value).toBe('derya@cv.example');
    expect(field(/^First name/).value).toBe('');

    await userEvent.type(field(/^First name/), 'Deryanur');
    expect(field(/^First name/).value).toBe('Deryanur');
  });

  it('fills every empty field when the user is in none of them, and keeps what they typed', async () => {
    const reader = serveWithHeldReader();
    const { file } = renderNewCandidateForm();
    await userEvent.upload(file, cv());
    await userEvent.type(field(/^Last name/), 'Kaplanoglu');
    await userEvent.click(document.body);

    reader.answer(FOUND);
    await waitFor(() => expect(field(/^First name/).value).toBe('Derya'));
    expect(field(/^Last name/).value).toBe('Kaplanoglu');
    expect(field(/^Email/).value).toBe('derya@cv.example');
  });
});
