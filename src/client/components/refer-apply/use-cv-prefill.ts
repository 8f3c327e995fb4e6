import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PersonValues } from './candidate-fields.tsx';
import { focusedPersonField, withCvFindings } from './cv-prefill.ts';

export type CvPrefill = (fill: (person: PersonValues) => PersonValues) => void;

/**
 * Hands what the CV reader found to the form. It is applied in a layout effect: which field has
 * the focus is read in the same task that writes the new values into the inputs, so no keystroke
 * or focus can come between the two.
 */
export function useCvPrefill(
  idPrefix: string,
  onPrefill: CvPrefill | undefined,
): (found: PersonValues) => void {
  const pending = useRef<PersonValues | null>(null);
  const [arrivals, setArrivals] = useState(0);
  useLayoutEffect(() => {
    const findings = pending.current;
    if (!findings) return;
    pending.current = null;
    const typingIn = focusedPersonField(idPrefix);
    onPrefill?.((current) => withCvFindings(current, findings, typingIn));
  }, [arrivals, idPrefix, onPrefill]);
  return useCallback((found: PersonValues) => {
    pending.current = found;
    setArrivals((count) => count + 1);
  }, []);
}
