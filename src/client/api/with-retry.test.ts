import { describe, expect, it, vi } from 'vitest';
import { ApiError, CancelledError } from './api-error.ts';
import { withRetry } from './with-retry.ts';

const serverError = () => new ApiError(503, 'unavailable', 'Down');

describe('withRetry', () => {
  it('retries network errors and 5xx, waiting 1 s then 2 s', async () => {
    vi.useFakeTimers();
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(new ApiError(0, 'network', 'offline'))
      .mockResolvedValueOnce('done');

    const result = withRetry(fn, { tries: 3, firstDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('done');
  });

  it('rethrows the last error after the last try', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(() => Promise.reject(serverError()));
    const result = withRetry(fn).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toMatchObject({ status: 503 });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('never retries a 4xx or a cancellation', async () => {
    const badRequest = vi.fn(() => Promise.reject(new ApiError(400, 'validation_failed', 'Bad')));
    await expect(withRetry(badRequest)).rejects.toMatchObject({ status: 400 });
    expect(badRequest).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn(() => Promise.reject(new CancelledError()));
    await expect(withRetry(cancelled)).rejects.toBeInstanceOf(CancelledError);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when its signal aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fn = vi.fn(() => Promise.reject(serverError()));
    const result = withRetry(fn, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await result).toBeInstanceOf(CancelledError);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
