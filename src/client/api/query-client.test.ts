import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

describe('query retries', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    failureCount: number,
    error: unknown,
  ) => boolean;

  it('retries lost connections and server errors, up to 3 tries in all', () => {
    expect(retry(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retry(1, new ApiError(503, 'unavailable', 'x'))).toBe(true);
    expect(retry(2, new ApiError(503, 'unavailable', 'x'))).toBe(false);
  });

  it('does not retry a time-out or a refusal', () => {
    expect(retry(0, new ApiError(0, 'timeout', 'Request timed out'))).toBe(false);
    expect(retry(0, new ApiError(400, 'validation_failed', 'x'))).toBe(false);
  });
});
