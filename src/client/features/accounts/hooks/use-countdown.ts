import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown that `restart()` sets going again; 0 when idle. Read from a
 * deadline, so a throttled tab (or a test's fake clock) still shows the true time left.
 */
export function useCountdown(seconds: number, startRunning = false) {
  const [deadline, setDeadline] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);
  return { left, restart };
}
