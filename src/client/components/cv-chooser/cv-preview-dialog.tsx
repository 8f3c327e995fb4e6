import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// `.cv-chooser__frame` sizes the PDF frame: the pipeline opens this dialog without the chooser,
// and without that rule the frame is a browser's default 300×150.
import './cv-chooser.css';

export type CvPreviewSource = { name: string; mimeType: string; load: () => Promise<Blob> };

/** Shows a CV in the browser: PDFs inline, other types as a download link. */
export function CvPreviewDialog({
  source,
  onClose,
}: {
  source: CvPreviewSource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    source
      .load()
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);
  const isPdf = source.mimeType === 'application/pdf' || source.name.toLowerCase().endsWith('.pdf');
  return (
    <Dialog
      visible
      modal
      header={`${t('referrals.cv.previewTitle')}: ${source.name}`}
      style={{ width: '550px' }}
      breakpoints={{ '600px': '95vw' }}
      onHide={onClose}
    >
      {failed && <p role="alert">{t('referrals.cv.loadFailed')}</p>}
      {!failed && !url && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {url && isPdf && (
        <iframe className="cv-chooser__frame" src={url} title={t('referrals.cv.previewTitle')} />
      )}
      {url && !isPdf && (
        <p>
          {t('referrals.cv.previewUnavailable')}{' '}
          <a href={url} download={source.name}>
            {t('referrals.cv.download')}
          </a>
        </p>
      )}
    </Dialog>
  );
}
