/**
 * PrimeReact's Dropdown keeps a native <select> for forms, visually hidden but exposed to
 * assistive technology without a name (axe: select-name). The combobox input carries the label,
 * so the native select is hidden from the accessibility tree. Pass as `pt` to every Dropdown; give
 * each a `placeholder`, which PrimeReact also uses as the name of its trigger button.
 */
export const HIDDEN_SELECT_PT = { select: { 'aria-hidden': true } } as const;
