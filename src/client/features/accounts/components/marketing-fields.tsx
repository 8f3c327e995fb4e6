import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SOCIAL_MARKETING_CHANNEL_ID } from '#shared/constants/domain.ts';
import type { SignUpOptions } from '#shared/schemas/accounts.ts';
import { FieldError } from '#client/components/form/field-error.tsx';

/** The channel whose `name` shows the extra reference box (the spec's spelling). */
export const REFERENCE_CHANNEL_NAME = 'Referance';

type MarketingFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  options: SignUpOptions['marketingChannels'];
  idPrefix: string;
  submitted: boolean;
};

/** 'How did you hear about us?' and, for the reference channel, who referred the person. */
export function MarketingFields<T extends FieldValues>({
  control,
  options,
  idPrefix,
  submitted,
}: MarketingFieldsProps<T>) {
  const { t } = useTranslation();
  const choices = options.filter((o) => o.id !== SOCIAL_MARKETING_CHANNEL_ID);
  return (
    <Controller
      name={'marketingChannelId' as Path<T>}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = choices.find((o) => o.id === field.value);
        const invalid = Boolean(fieldState.error) && submitted;
        return (
          <>
            <div className="form-field form-field--full">
              <label id={`${idPrefix}-marketing-label`} htmlFor={`${idPrefix}-marketing`}>
                {t('accounts.signUp.marketing')}
              </label>
              <Dropdown
                inputId={`${idPrefix}-marketing`}
                aria-labelledby={`${idPrefix}-marketing-label`}
                value={field.value ?? null}
                options={choices}
                optionLabel="description"
                optionValue="id"
                pt={{ select: { 'aria-label': t('accounts.signUp.marketing') } }}
                placeholder={t('accounts.common.select')}
                onChange={(event) => field.onChange(event.value as number)}
                onBlur={field.onBlur}
                invalid={invalid}
              />
              <FieldError id={`${idPrefix}-marketing-error`} message={fieldState.error?.message} />
            </div>
            {chosen?.name === REFERENCE_CHANNEL_NAME && (
              <Controller
                name={'marketingReference' as Path<T>}
                control={control}
                render={({ field: reference }) => (
                  <div className="form-field form-field--full">
                    <label htmlFor={`${idPrefix}-reference`}>
                      {t('accounts.signUp.reference')}
                    </label>
                    <InputText
                      id={`${idPrefix}-reference`}
                      value={(reference.value as string | undefined) ?? ''}
                      onChange={(event) => reference.onChange(event.target.value)}
                      onBlur={reference.onBlur}
                      maxLength={200}
                    />
                  </div>
                )}
              />
            )}
          </>
        );
      }}
    />
  );
}
