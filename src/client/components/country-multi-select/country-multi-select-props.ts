/** The country picker's props, shared by the real field, its closed stand-in and its lazy loader. */
export type CountryMultiSelectProps = {
  inputId: string;
  value: number[];
  onChange: (countryIds: number[]) => void;
  invalid?: boolean;
  placeholder?: string;
  /** id of an element describing the field (an error message). */
  ariaDescribedBy?: string;
  className?: string;
};

/** How the visitor first reached the field: the real one takes the focus, and opens for 'open'. */
export type WokenBy = 'focus' | 'open';
