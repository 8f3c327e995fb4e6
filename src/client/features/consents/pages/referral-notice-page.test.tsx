import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReferralNoticeResponse } from '#shared/schemas/consents.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'a'.repeat(43);
const LIMITED = {
  status: 429,
  body: {
    code: 'rate_limited',
    message: 'Too many attempts. Please wait a moment and try again.',
    details: { retryAfterSeconds: 45 },
  },
};
const WAIT_EN = 'The limit has been reached. You can try again in 45 seconds.';
const NOTICE: ReferralNoticeResponse = {
  referrer: 'Grace Hopper',
  job: 'Data Engineer',
  company: 'Acme',
  referredAt: '2026-10-22T10:00:00.000Z',
  language: 'en',
  person: {
    name: 'Ayşe Yılmaz',
    email: null,
    phone: null,
    linkedin: null,
    hasCv: false,
    additionalInfo: null,
  },
  response: null,
  respondedAt: null,
};

function serve(limited: 'GET' | 'POST') {
  mockFetch((url, init) => {
    if (url !== `/api/consents/referral-notice/${TOKEN}`)
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    return (init.method ?? 'GET') === limited ? LIMITED : { body: NOTICE };
  });
}

describe('the referral notice past its limit says when to try again', () => {
  it('when the notice is opened', async () => {
    serve('GET');
    renderApp(`/referral-notice/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(WAIT_EN);
  });

  it('when the answer is sent', async () => {
    serve('POST');
    renderApp(`/referral-notice/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Object' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WAIT_EN);
  });
});
