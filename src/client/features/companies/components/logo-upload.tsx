import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The company logo with a preview: the chosen image shows at once (checked here for type and
 * size, and again on the server by its bytes), then uploads.
 */
export function LogoUpload(props: {
  /** Staff: the company's id; the member's own company: null. */
  companyId: string | null;
  companyName: string;
  logoUrl: string | null;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadLogo(props.companyId);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!ACCEPT.includes(file.type)) return setError(t('companies.logo.typeInvalid'));
    if (file.size > MAX_BYTES) return setError(t('companies.logo.tooLarge'));
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      showToast({ severity: 'success', summary: t('companies.logo.uploaded') });
    } catch (caught) {
      setPreview(null);
      setError(errorMessage(caught, t));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const shown = preview ?? props.logoUrl;
  return (
    <div className="company-logo">
      <div className="company-logo__frame">
        {shown ? (
          <img src={shown} alt={t('companies.logo.alt', { name: props.companyName })} />
        ) : (
          <span className="company-logo__none">
            <i className="pi pi-building" aria-hidden="true" />
            {t('companies.logo.none')}
          </span>
        )}
      </div>
      {props.canUpdate && (
        <div className="company-logo__actions">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT.join(',')}
            className="company-logo__input"
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="button"
            icon="pi pi-upload"
            outlined
            size="small"
            label={shown ? t('companies.logo.replace') : t('companies.logo.choose')}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          />
          <small id={`${id}-hint`} className="company-logo__hint">
            {t('companies.logo.hint')}
          </small>
          {error && (
            <small className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
      )}
    </div>
  );
}
