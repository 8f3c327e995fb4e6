import { render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterPortalMount } from './after-portal-mount.tsx';

/** Mounts its content a commit after its own mount, as PrimeReact's Portal does. */
function LatePortal({ log }: { log: string[] }) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the late mount being modelled
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) log.push('portal content');
  }, [mounted, log]);
  return null;
}

describe('AfterPortalMount', () => {
  it('calls back once, after a sibling portal has put its content in', async () => {
    const log: string[] = [];
    const onReady = vi.fn(() => log.push('ready'));
    const { rerender } = render(
      <>
        <LatePortal log={log} />
        <AfterPortalMount onReady={onReady} />
      </>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(log).toEqual(['portal content', 'ready']);
    rerender(
      <>
        <LatePortal log={log} />
        <AfterPortalMount onReady={() => onReady()} />
      </>,
    );
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
