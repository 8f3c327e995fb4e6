import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';

/** A row's "PDF" button: draws the document in the reader's language; a failure is a toast. */
export function PdfDownloadButton(props: {
  /** Names the document, e.g. "Download INV-2026-000001 as PDF". */
  ariaLabel: string;
  /** The toast's summary when the download fails. */
  failedSummary: string;
  download: (lang: Language) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await props.download(i18n.language === 'tr' ? 'tr' : 'en');
    } catch (error) {
      showToast({
        severity: 'error',
        summary: props.failedSummary,
        detail: errorMessage(error, t),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      label="PDF"
      text
      size="small"
      loading={downloading}
      aria-label={props.ariaLabel}
      onClick={() => void download()}
    />
  );
}
