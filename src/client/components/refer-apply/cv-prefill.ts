import type { PersonValues } from './candidate-fields.tsx';

/** The id suffix of each person field (`${idPrefix}-${suffix}`), shared with its input. */
export const PERSON_FIELD_IDS = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  mobile: 'mobile',
  linkedinPage: 'linkedin',
} as const satisfies Record<keyof PersonValues, string>;

const PERSON_FIELDS = Object.keys(PERSON_FIELD_IDS) as (keyof PersonValues)[];

/**
 * What the CV reader found, added to the fields that are still empty, except the one the user is
 * in: the answer can arrive between their focusing a field and typing, and would put the CV's
 * text in front of theirs.
 */
export function withCvFindings(
  current: PersonValues,
  found: PersonValues,
  typingIn: keyof PersonValues | null,
): PersonValues {
  const next = { ...current };
  for (const field of PERSON_FIELDS)
    if (field !== typingIn && !current[field]) next[field] = found[field];
  return next;
}

/** The person field that has the keyboard focus, if any. */
export function focusedPersonField(idPrefix: string): keyof PersonValues | null {
  const id = document.activeElement?.id;
  return PERSON_FIELDS.find((field) => id === `${idPrefix}-${PERSON_FIELD_IDS[field]}`) ?? null;
}
