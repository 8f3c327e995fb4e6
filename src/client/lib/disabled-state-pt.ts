import type { PrimeReactPTOptions } from 'primereact/api';

type WithDisabled = { props: { disabled?: boolean } };

/** `aria-disabled` on the element that holds a control's visible text, while it is disabled. */
const rootDisabledState = ({ props }: WithDisabled) => ({
  'aria-disabled': props.disabled ? true : undefined,
});

/**
 * PrimeReact's dropdown and multi-select show their value or placeholder in a span beside a hidden
 * input that alone carries `disabled`. Dimmed while disabled, that text fell short of the contrast
 * rule (WCAG exempts an inactive control, but nothing told a checker the span belongs to one: axe
 * flagged the profile's city before a country is chosen). Their root says so, as the input does.
 */
export const DISABLED_STATE_PT = {
  dropdown: { root: rootDisabledState },
  multiselect: { root: rootDisabledState },
} satisfies PrimeReactPTOptions;
