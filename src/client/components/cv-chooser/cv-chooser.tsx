import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_EXTENSIONS, type CvFile } from '#shared/schemas/files.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { isCvFileName, sizeInKb, type CvChoice } from './cv-choice.ts';
import { CvPreviewDialog, type CvPreviewSource } from './cv-preview-dialog.tsx';
import './cv-chooser.css';

export type CvChooserProps = {
  idPrefix: string;
  /** Stored CVs, the latest first (undefined while loading or when there is no candidate). */
  stored: CvFile[] | undefined;
  storedLoading?: boolean;
  storedError?: boolean;
  /** Asks for the stored CVs again after `storedError`. */
  onRetryStored?: () => void;
  value: CvChoice;
  onChange: (choice: CvChoice) => void;
  /** A file of a refused type was offered (the caller shows the spec's message). */
  onRejected?: () => void;
  loadStored: (cv: CvFile) => Promise<Blob>;
  maxMb: number;
  invalid?: boolean;
  describedBy?: string;
  /** false: uploads only (a new candidate has no stored CV), the mode choice is hidden. */
  allowStored?: boolean;
};

/**
 * The CV chooser: the latest stored CV (or another stored one), or a new upload by drag and drop
 * or file picker. Only .pdf, .doc and .docx are taken; sizes show in KB; any choice can be
 * previewed in the browser.
 */
export function CvChooser({
  idPrefix,
  stored,
  storedLoading,
  storedError,
  onRetryStored,
  value,
  onChange,
  onRejected,
  loadStored,
  maxMb,
  invalid,
  describedBy,
  allowStored = true,
}: CvChooserProps) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<CvPreviewSource | null>(null);
  const hasStored = (stored?.length ?? 0) > 0;

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file) return;
    if (!isCvFileName(file.name)) {
      onRejected?.();
      return;
    }
    onChange({ mode: 'newCV', file });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      className={`cv-chooser${invalid ? ' cv-chooser--invalid' : ''}`}
      aria-describedby={describedBy}
    >
      {allowStored && (
        <div
          className="cv-chooser__modes"
          role="radiogroup"
          aria-label={t('referrals.cv.sourceLabel')}
        >
          <span className="cv-chooser__mode">
            <RadioButton
              inputId={`${idPrefix}-latest`}
              name={`${idPrefix}-mode`}
              value="latestCV"
              checked={value.mode === 'latestCV'}
              disabled={!hasStored}
              onChange={() => onChange({ mode: 'latestCV', cvId: stored?.[0]?.id ?? null })}
            />
            <label htmlFor={`${idPrefix}-latest`}>{t('referrals.cv.latest')}</label>
          </span>
          <span className="cv-chooser__mode">
            <RadioButton
              inputId={`${idPrefix}-new`}
              name={`${idPrefix}-mode`}
              value="newCV"
              checked={value.mode === 'newCV'}
              onChange={() => onChange({ mode: 'newCV', file: null })}
            />
            <label htmlFor={`${idPrefix}-new`}>{t('referrals.cv.upload')}</label>
          </span>
        </div>
      )}

      {/* Said whatever the mode: without stored CVs the latest-CV choice is disabled. */}
      {allowStored &&
        storedError &&
        (onRetryStored ? (
          <LoadError message={t('referrals.cv.loadFailed')} onRetry={onRetryStored} />
        ) : (
          <p role="alert">{t('referrals.cv.loadFailed')}</p>
        ))}
      {value.mode === 'latestCV' && (
        <div className="cv-chooser__stored">
          {storedLoading && <p>{t('common.loading')}</p>}
          {!storedLoading && !storedError && !hasStored && <p>{t('referrals.cv.noneStored')}</p>}
          {hasStored && (
            <ul className="cv-chooser__list" aria-label={t('referrals.cv.choose')}>
              {stored?.map((cv) => (
                <li key={cv.id} className="cv-chooser__item">
                  <RadioButton
                    inputId={`${idPrefix}-cv-${cv.id}`}
                    name={`${idPrefix}-cv`}
                    value={cv.id}
                    checked={value.cvId === cv.id}
                    onChange={() => onChange({ mode: 'latestCV', cvId: cv.id })}
                  />
                  <label htmlFor={`${idPrefix}-cv-${cv.id}`} className="cv-chooser__file">
                    <i className="pi pi-file" aria-hidden="true" />
                    <span className="cv-chooser__name">{cv.name}</span>
                    <span className="cv-chooser__meta">
                      {t('referrals.cv.size', { size: sizeInKb(cv.sizeBytes) })} ·{' '}
                      {appDate.date(cv.createdAt)}
                    </span>
                  </label>
                  <Button
                    type="button"
                    text
                    size="small"
                    icon="pi pi-eye"
                    label={t('referrals.cv.preview')}
                    aria-label={`${t('referrals.cv.preview')}: ${cv.name}`}
                    onClick={() =>
                      setPreview({
                        name: cv.name,
                        mimeType: cv.mimeType,
                        load: () => loadStored(cv),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {value.mode === 'newCV' && (
        <div
          className={`cv-chooser__drop${dragging ? ' cv-chooser__drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {value.file ? (
            <div className="cv-chooser__file">
              <i className="pi pi-file" aria-hidden="true" />
              <span className="cv-chooser__name">{value.file.name}</span>
              <span className="cv-chooser__meta">
                {t('referrals.cv.size', { size: sizeInKb(value.file.size) })}
              </span>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-eye"
                label={t('referrals.cv.preview')}
                onClick={() => {
                  const file = value.file;
                  if (file)
                    setPreview({ name: file.name, mimeType: file.type, load: async () => file });
                }}
              />
              <Button
                type="button"
                text
                severity="danger"
                size="small"
                icon="pi pi-times"
                label={t('referrals.cv.remove')}
                onClick={() => onChange({ mode: 'newCV', file: null })}
              />
            </div>
          ) : (
            <>
              <i className="pi pi-cloud-upload cv-chooser__icon" aria-hidden="true" />
              <span>{t('referrals.cv.drop')}</span>
              <Button
                type="button"
                outlined
                size="small"
                label={t('referrals.cv.browse')}
                onClick={() => input.current?.click()}
              />
              <small>{t('referrals.cv.accepted', { mb: maxMb })}</small>
              <small>{t('referrals.cv.noneAttached')}</small>
            </>
          )}
          <input
            ref={input}
            id={`${idPrefix}-file`}
            type="file"
            className="cv-chooser__input"
            accept={CV_EXTENSIONS.join(',')}
            aria-label={t('referrals.cv.browse')}
            tabIndex={-1}
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      )}
      {preview && <CvPreviewDialog source={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}
