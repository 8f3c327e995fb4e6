import { describe, expect, it } from 'vitest';
import { JOB_FORM_MESSAGES, jobFormSchema } from './job-admin.ts';

const OURS = new Set<string>(Object.values(JOB_FORM_MESSAGES));

describe('job form schema', () => {
  it('says an empty reward is required, in our words, not zod’s', () => {
    const result = jobFormSchema.safeParse({ reward: null, rewardCurrency: null });
    expect(result.success).toBe(false);
    const byPath = new Map(result.error?.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byPath.get('reward')).toBe('Reward is required');
    expect(byPath.get('rewardCurrency')).toBe('Reward currency is required');
  });

  it('answers every field of an empty or wrong form with one of our messages', () => {
    for (const input of [
      {},
      {
        salaryMin: 'x',
        salaryMax: -1,
        reward: 1.234,
        salaryCurrency: 'XXX',
        rewardCurrency: 7,
        statusId: 'open',
      },
    ]) {
      const result = jobFormSchema.safeParse(input);
      const foreign = (result.error?.issues ?? [])
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .filter((line) => !OURS.has(line.slice(line.indexOf(': ') + 2)));
      // The free texts (title, description) carry the shared field module's own keys.
      expect(
        foreign.filter((line) => !/^(title|descriptionHtml|qualificationHtml)/.test(line)),
      ).toEqual([]);
    }
  });
});
