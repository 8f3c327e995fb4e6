import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReferralRefusal } from '#shared/schemas/referral-manage.ts';
import { referNewRequestSchema } from '#shared/schemas/referrals.ts';
import { postReferralCheck } from './api/post-referral-check.ts';

export const CHECK_DELAY_MS = 400;

export type ReferableState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'referable' }
  | { status: 'refused'; reason: ReferralRefusal }
  | { status: 'failed'; retry: () => void };

type Contact = { email: string; mobile: string; linkedinPage: string };

const shape = referNewRequestSchema.shape;

/** The contact fields that are valid so far, in the form the server keys on. */
function validContact(contact: Contact) {
  const valid: Partial<Contact> = {};
  const email = shape.email.safeParse(contact.email);
  if (email.success) valid.email = email.data;
  const mobile = shape.mobile.safeParse(contact.mobile);
  if (mobile.success) valid.mobile = mobile.data;
  const linkedin = shape.linkedinPage.safeParse(contact.linkedinPage);
  if (linkedin.success) valid.linkedinPage = linkedin.data;
  return valid;
}

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

async function ask(jobId: string, contact: Partial<Contact>) {
  const answer = await postReferralCheck({ jobId, ...contact });
  return answer.referable || !answer.reason ? null : answer.reason;
}

/**
 * "Can I refer this person?" as the recruiter types: once the e-mail, phone or LinkedIn page is
 * valid (and typing has paused), the server's private check answers referable or why not.
 * `confirm` asks once more right away (on submit, when the answer is not in yet): the refusal,
 * or null to go ahead.
 */
export function useReferableCheck(jobId: string, contact: Contact) {
  const valid = validContact(contact);
  const key = JSON.stringify(valid);
  const settledKey = useSettled(key, CHECK_DELAY_MS);
  const hasKey = Object.keys(valid).length > 0;
  const query = useQuery({
    queryKey: ['referral-check', jobId, settledKey],
    queryFn: () => ask(jobId, JSON.parse(settledKey) as Partial<Contact>),
    enabled: hasKey && settledKey === key,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const state = ((): ReferableState => {
    if (!hasKey) return { status: 'idle' };
    if (settledKey !== key || query.isPending) return { status: 'checking' };
    if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
    return query.data ? { status: 'refused', reason: query.data } : { status: 'referable' };
  })();
  const confirm = async (): Promise<ReferralRefusal | null> => {
    if (state.status === 'referable' || !hasKey) return null;
    if (state.status === 'refused') return state.reason;
    // Still checking, or the check failed: the server decides at submit in any case.
    return ask(jobId, valid).catch(() => null);
  };
  return { state, confirm };
}
