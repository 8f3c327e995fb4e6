import { describe, expect, it, vi } from 'vitest';
import { watchInactivity } from './inactivity-watch.ts';

describe('watchInactivity', () => {
  it('fires after the time-out without activity, and activity postpones it', async () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchInactivity(60_000, onIdle);

    await vi.advanceTimersByTimeAsync(50_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts text that arrives without a key, and a chosen file, as activity', async () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchInactivity(60_000, onIdle);
    const field = document.createElement('input');
    document.body.append(field);

    await vi.advanceTimersByTimeAsync(50_000);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    await vi.advanceTimersByTimeAsync(50_000);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
    field.remove();
  });

  it('stops watching when stopped', async () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    watchInactivity(1000, onIdle)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
