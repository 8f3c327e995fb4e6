import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/api/api-error.ts';
import { jobDetailQueryOptions } from './get-job-detail.ts';

describe('job detail retries', () => {
  const retry = jobDetailQueryOptions('x', 'en', null).retry as (
    failureCount: number,
    error: Error,
  ) => boolean;

  it('tries a lost connection or a server error 3 times in all', () => {
    expect(retry(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retry(1, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(retry(2, new ApiError(500, 'internal', 'x'))).toBe(false);
  });

  it('does not try a time-out again, nor a missing job', () => {
    expect(retry(0, new ApiError(0, 'timeout', 'Request timed out'))).toBe(false);
    expect(retry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retry(0, new ApiError(400, 'validation_failed', 'x'))).toBe(false);
  });
});
