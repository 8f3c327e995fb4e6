import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError as HookFieldError,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES } from '#shared/constants/domain.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { ApiError } from '#client/api/api-error.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { getBotCheckToken } from '#client/components/bot-check/get-bot-check-token.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { PhoneInput } from '#client/components/phone-input/phone-input.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useContactSubjects } from '../api/get-contact-subjects.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormOutput,
  type ContactFormValues,
} from './contact-form-schema.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

type TextField = 'firstname' | 'lastname' | 'email' | 'company';

/** The contact form of authenticated-area 2.9 and 5: every field required, success toast and reset. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const subjects = useContactSubjects();
  const subjectDropdown = useLookupDropdown<Dropdown>(subjects.isPending);
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    // The form holds empty dropdowns (null) that the schema turns into messages.
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<
      ContactFormValues,
      unknown,
      ContactFormOutput
    >,
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const cityId = useWatch({ control: form.control, name: 'cityId' });
  const label = (field: string) => t(`content.contact.${field}`);
  const message = (field: string, error: HookFieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.message === 'validation.required'
      ? t('validation.requiredField', { label: label(field) })
      : t(error.message);
  };

  const onSubmit = async (values: ContactFormOutput) => {
    let botToken: string;
    try {
      botToken = await getBotCheckToken('contact');
    } catch {
      showToast({ severity: 'warn', summary: t('content.contact.robot') });
      return;
    }
    try {
      await send.mutateAsync({
        ...values,
        botToken,
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      showToast({
        severity: 'success',
        summary: t('content.contact.successTitle'),
        detail: t('content.contact.success'),
      });
      form.reset(EMPTY_CONTACT_FORM);
    } catch (error) {
      const robot = error instanceof ApiError && error.code === 'bot_check_failed';
      // The hourly limit says so, and when the next message can go.
      const limited = error instanceof ApiError && error.code === 'rate_limited';
      showToast({
        severity: 'error',
        summary: t('content.contact.errorTitle'),
        detail: limited
          ? errorMessage(error, t)
          : t(robot ? 'content.contact.robot' : 'content.contact.error'),
      });
    }
  };

  const errorOf = (field: keyof ContactFormValues) =>
    message(
      field === 'countryId'
        ? 'country'
        : field === 'cityId'
          ? 'city'
          : field === 'subjectId'
            ? 'subject'
            : field,
      errors[field],
    );
  const describedBy = (field: string, error: string | undefined) =>
    error ? `contact-${field}-error` : undefined;
  const fieldError = (field: string, error: string | undefined) =>
    error ? (
      <small id={`contact-${field}-error`} className="form-field__error" role="alert">
        {error}
      </small>
    ) : null;

  // A field's label turns red with it, as the country and city labels do.
  const labelClass = (error: string | undefined) => (error ? 'p-error' : undefined);

  const text = (field: TextField, type = 'text', autoComplete?: string) => {
    const error = errorOf(field);
    return (
      <div className="form-field">
        <label htmlFor={`contact-${field}`} className={labelClass(error)}>
          {label(field)} <span aria-hidden="true">*</span>
        </label>
        <InputText
          id={`contact-${field}`}
          type={type}
          autoComplete={autoComplete}
          aria-required="true"
          invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(field, error)}
          {...form.register(field)}
        />
        {fieldError(field, error)}
      </div>
    );
  };

  const phoneError = errorOf('phone');
  const countryError = errorOf('countryId');
  const cityError = errorOf('cityId');
  const sizeError = errorOf('companySize');
  const subjectError = errorOf('subjectId');
  const messageError = errorOf('message');

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {t('content.contact.formTitle')}
      </h2>
      <div className="contact-form__grid">
        {text('firstname', 'text', 'given-name')}
        {text('lastname', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        <div className="form-field">
          <label htmlFor="contact-phone" className={labelClass(phoneError)}>
            {label('phone')} <span aria-hidden="true">*</span>
          </label>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                id="contact-phone"
                value={field.value}
                required
                invalid={Boolean(phoneError)}
                describedBy={describedBy('phone', phoneError)}
                // Both values first, then one check of the phone with its new validity.
                onChange={(value) => form.setValue('phone', value, { shouldDirty: true })}
                onValidityChange={(valid) => {
                  form.setValue('phoneValid', valid);
                  if (form.formState.isSubmitted) void form.trigger('phone');
                }}
              />
            )}
          />
          {fieldError('phone', phoneError)}
        </div>
        <div className="contact-form__wide">
          <Controller
            control={form.control}
            name="countryId"
            render={({ field }) => (
              <CountryCitySelect
                idPrefix="contact"
                required
                countryId={field.value}
                cityId={cityId}
                countryLabel={label('country')}
                cityLabel={label('city')}
                invalid={{ country: Boolean(countryError), city: Boolean(cityError) }}
                errors={{
                  country: fieldError('country', countryError),
                  city: fieldError('city', cityError),
                }}
                onChange={(value) => {
                  field.onChange(value.countryId);
                  form.setValue('cityId', value.cityId, {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
              />
            )}
          />
        </div>
        {text('company', 'text', 'organization')}
        <div className="form-field">
          <label htmlFor="contact-companySize" className={labelClass(sizeError)}>
            {label('companySize')} <span aria-hidden="true">*</span>
          </label>
          <Controller
            control={form.control}
            name="companySize"
            render={({ field }) => (
              <Dropdown
                pt={HIDDEN_SELECT_PT}
                inputId="contact-companySize"
                value={field.value || null}
                options={COMPANY_SIZES.map((size) => ({ label: size, value: size }))}
                onChange={(event) => field.onChange(event.value ?? '')}
                onBlur={field.onBlur}
                placeholder={t('content.contact.companySizePlaceholder')}
                invalid={Boolean(sizeError)}
                aria-describedby={describedBy('companySize', sizeError)}
              />
            )}
          />
          {fieldError('companySize', sizeError)}
        </div>
        <div className="form-field contact-form__wide">
          <label htmlFor="contact-subject" className={labelClass(subjectError)}>
            {label('subject')} <span aria-hidden="true">*</span>
          </label>
          <Controller
            control={form.control}
            name="subjectId"
            render={({ field }) => (
              <Dropdown
                pt={HIDDEN_SELECT_PT}
                inputId="contact-subject"
                value={field.value}
                options={subjects.data ?? []}
                optionLabel="description"
                optionValue="id"
                {...subjectDropdown}
                onChange={(event) => field.onChange(event.value ?? null)}
                onBlur={field.onBlur}
                placeholder={t('content.contact.subjectPlaceholder')}
                emptyMessage={subjects.isError ? t('content.contact.subjectsError') : undefined}
                invalid={Boolean(subjectError)}
                aria-describedby={describedBy('subject', subjectError)}
              />
            )}
          />
          {fieldError('subject', subjectError)}
          <LookupLoadError query={subjects} message={t('content.contact.subjectsError')} />
        </div>
        <div className="form-field contact-form__wide">
          <label htmlFor="contact-message" className={labelClass(messageError)}>
            {label('message')} <span aria-hidden="true">*</span>
          </label>
          <InputTextarea
            id="contact-message"
            rows={6}
            autoResize
            aria-required="true"
            invalid={Boolean(messageError)}
            aria-invalid={Boolean(messageError)}
            aria-describedby={describedBy('message', messageError)}
            {...form.register('message')}
          />
          {fieldError('message', messageError)}
        </div>
      </div>
      <Button
        type="submit"
        className="contact-form__submit"
        icon="pi pi-send"
        label={isSubmitting ? t('content.contact.sending') : t('content.contact.submit')}
        loading={isSubmitting}
        disabled={isSubmitting}
      />
    </form>
  );
}
