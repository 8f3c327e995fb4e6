import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toE164 } from '#shared/schemas/referrals.ts';
import { CountryFlag } from '#client/components/flag/country-flag.tsx';
import { useGeoCountry } from '../../api/geo/get-geo-country.ts';
import { defaultPhoneCountry, phoneCountries, type PhoneCountry } from './phone-countries.ts';
import './phone-input.css';

export type PhoneInputProps = {
  /** Id of the number field (the label's htmlFor). */
  id: string;
  /** E.164 when valid; what was typed (with the dial code) otherwise; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The spec's rule: digits only, empty invalid, parser accepts for the country, 4+ digits. */
  onValidityChange?: (valid: boolean) => void;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
};

function Option({ country }: { country: PhoneCountry }) {
  return (
    <span className="phone-input__option">
      <CountryFlag iso2={country.iso2} />
      <span className="phone-input__name">{country.name}</span>
      <span className="phone-input__dial">{country.dialCode}</span>
    </span>
  );
}

/** Phone number with a country selector (flags, dial codes); emits E.164 and reports validity. */
export function PhoneInput({
  id,
  value,
  onChange,
  onValidityChange,
  invalid,
  disabled,
  required,
  describedBy,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  const geo = useGeoCountry();
  const [picked, setPicked] = useState<CountryCode | undefined>(() =>
    value ? parsePhoneNumberFromString(value)?.country : undefined,
  );
  const [national, setNational] = useState(() =>
    value ? (parsePhoneNumberFromString(value)?.nationalNumber ?? '') : '',
  );
  // What this input last emitted: another value is a change from outside (a prefill from the CV).
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    const parsed = value ? parsePhoneNumberFromString(value) : undefined;
    if (parsed?.country) {
      setPicked(parsed.country);
      setNational(parsed.nationalNumber);
    } else if (!value) setNational('');
  }
  // The located country (or TR, GB, the first) until the user picks one or a value names one.
  const country =
    picked ?? (geo.isLoading ? undefined : defaultPhoneCountry(countries, geo.data?.iso2));

  const emit = (nextCountry: CountryCode | undefined, digits: string) => {
    const e164 = nextCountry ? toE164(digits, nextCountry) : null;
    const dial = countries.find((c) => c.iso2 === nextCountry)?.dialCode ?? '';
    const next = digits ? (e164 ?? `${dial}${digits}`) : '';
    setEmitted(next);
    onChange(next);
    onValidityChange?.(e164 !== null);
  };

  return (
    <div className={`phone-input${invalid ? ' phone-input--invalid' : ''}`}>
      <Dropdown
        className="phone-input__country"
        value={country}
        options={countries}
        optionLabel="name"
        optionValue="iso2"
        filter
        filterBy="search,name"
        filterPlaceholder={t('referrals.phone.search')}
        aria-label={t('referrals.phone.country')}
        pt={{
          select: { 'aria-label': t('referrals.phone.country') },
          trigger: { 'aria-label': t('referrals.phone.country') },
        }}
        panelClassName="phone-input__panel"
        panelStyle={{ maxWidth: '300px' }}
        disabled={disabled}
        invalid={invalid}
        virtualScrollerOptions={{ itemSize: 38 }}
        itemTemplate={(option: PhoneCountry) => <Option country={option} />}
        valueTemplate={(option: PhoneCountry | null) =>
          option ? (
            <span className="phone-input__option">
              <CountryFlag iso2={option.iso2} />
              <span>{option.dialCode}</span>
            </span>
          ) : (
            <span>+</span>
          )
        }
        onChange={(event) => {
          const next = event.value as CountryCode;
          setPicked(next);
          emit(next, national);
        }}
      />
      <InputText
        id={id}
        className="phone-input__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={national}
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const raw = event.target.value.trim();
          const digits = raw.replace(/\D/g, '').slice(0, 15);
          // A number typed or pasted with its dial code (+90…, 0090…) picks its country itself.
          const international = raw.startsWith('+')
            ? digits
            : raw.startsWith('00')
              ? digits.slice(2)
              : null;
          if (international !== null) {
            const parsed = parsePhoneNumberFromString(`+${international}`);
            if (parsed?.country) {
              setPicked(parsed.country);
              setNational(parsed.nationalNumber);
              emit(parsed.country, parsed.nationalNumber);
              return;
            }
            if (raw.startsWith('+')) {
              setNational(`+${international}`);
              setEmitted(international ? `+${international}` : '');
              onChange(international ? `+${international}` : '');
              onValidityChange?.(false);
              return;
            }
          }
          setNational(digits);
          emit(country, digits);
        }}
      />
    </div>
  );
}
