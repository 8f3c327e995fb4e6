import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Application, CandidateStatus, PipelineJob } from '#shared/schemas/pipeline.ts';
import { queryClient } from '#client/api/query-client.ts';
import { MoveDialog } from './move-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });

const statuses: CandidateStatus[] = [
  {
    id: 1,
    code: 'screening',
    nameEn: 'Screening',
    nameTr: 'Ön eleme',
    colorCode: '#999',
    requiresCv: false,
  },
  { id: 7, code: 'hire', nameEn: 'Hire', nameTr: 'İşe alım', colorCode: '#0a0', requiresCv: false },
];

const job: PipelineJob = {
  id: 'j'.repeat(32),
  title: 'Data Engineer',
  referenceCode: 'DE-1',
  companyName: 'Kestrel',
  statusId: 1,
  applicationCount: 1,
  hireCount: 0,
  rewardMinor: 250_000,
  rewardCurrency: 'USD',
};

function application(kind: Application['kind']): Application {
  return {
    id: 'a'.repeat(32),
    kind,
    statusId: 1,
    candidateId: 'c'.repeat(32),
    candidateName: 'Ada Lovelace',
    candidateEmail: null,
    referrerName: 'Ada Lovelace',
    cvFileId: null,
    cvFileName: null,
    hiredAt: null,
    rewardReversed: false,
    rewardEarned: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

async function confirmationFor(kind: Application['kind']) {
  render(
    <QueryClientProvider client={queryClient}>
      <MoveDialog
        application={application(kind)}
        job={job}
        statuses={statuses}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Related Status').closest('.p-dropdown') as HTMLElement);
  await user.click(await screen.findByRole('option', { name: 'Hire', hidden: true }));
  await user.type(screen.getByLabelText('Description'), 'Signed the offer');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return (await screen.findByText(/^Confirm that Ada Lovelace was hired/)).textContent;
}

describe('confirming a hire', () => {
  it('tells the company it owes the reward of a referral', async () => {
    expect(await confirmationFor('referral')).toContain(
      'Your company then owes the reward of $2,500',
    );
  });

  it('tells the company that a direct application owes no reward', async () => {
    const text = await confirmationFor('application');
    expect(text).toContain('applied directly, without a referrer: no reward is owed');
    expect(text).not.toContain('$2,500');
  });
});
