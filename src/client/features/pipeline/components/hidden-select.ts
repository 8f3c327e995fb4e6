/**
 * PrimeReact's Dropdown keeps a hidden native <select> for forms; it has no name of its own, so
 * it is hidden from assistive technology (the labelled combobox is what people use).
 */
export const HIDDEN_SELECT = { select: { 'aria-hidden': true } } as const;
