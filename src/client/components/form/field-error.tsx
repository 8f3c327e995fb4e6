import { useTranslation } from 'react-i18next';

/** A field's message: schema messages are i18n keys, translated here. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <small id={id} className="form-field__error" role="alert">
      {t(message)}
    </small>
  );
}
