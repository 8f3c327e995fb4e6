import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '#client/startup/light/class-names.ts';
import { SvgIcon } from '#client/startup/light/svg-icon.tsx';
import type { CountryMultiSelectProps, WokenBy } from './country-multi-select-props.ts';

type ClosedProps = Omit<CountryMultiSelectProps, 'value' | 'onChange'> & {
  /** The real field is on its way. */
  busy: boolean;
  onWake: (by: WokenBy) => void;
  /** A pointer came near: a good moment to start loading the real field. */
  onPreload: () => void;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);
const CHEVRON_DOWN =
  'M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z';

/**
 * The country picker with nothing chosen, closed: PrimeReact's MultiSelect markup (checked by
 * the parity test), drawn without PrimeReact. It stands in until the visitor first reaches the
 * field (focus, click, or an opening key), and reports that so the real one replaces it.
 */
export function ClosedCountryMultiSelect({
  inputId,
  invalid = false,
  placeholder,
  ariaDescribedBy,
  className,
  busy,
  onWake,
  onPreload,
}: ClosedProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onWake('open');
  };
  return (
    <div
      className={classNames(
        'country-multi-select',
        className,
        'p-multiselect p-component p-inputwrapper p-multiselect-chip',
        invalid && 'p-invalid',
      )}
      aria-busy={busy || undefined}
      aria-describedby={ariaDescribedBy}
      onPointerEnter={onPreload}
      onTouchStart={onPreload}
      onClick={() => onWake('open')}
    >
      <div className="p-hidden-accessible" data-p-hidden-accessible="true">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-controls={`${inputId}-multi-selectbox`}
          aria-describedby={ariaDescribedBy}
          tabIndex={0}
          readOnly
          value=""
          onFocus={() => onWake('focus')}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="p-multiselect-label-container">
        <div className="p-multiselect-label p-placeholder">
          {placeholder ?? t('jobs.search.countriesPlaceholder')}
        </div>
      </div>
      <div className="p-multiselect-trigger">
        <SvgIcon className="p-icon p-multiselect-trigger-icon p-c">
          <path d={CHEVRON_DOWN} fill="currentColor" />
        </SvgIcon>
      </div>
    </div>
  );
}
