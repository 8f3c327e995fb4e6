import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const LANDING: Record<string, string> = {
  recruiters: '/for-recruiters',
  companies: '/for-companies',
  candidates: '/for-candidates',
};

/** The public address that shows a page path and tag group (landing pages share path '/'). */
export function publicUrl(pagePath: string, tagGroup = ''): string {
  if (pagePath === '/') return LANDING[tagGroup] ?? '/';
  if (pagePath === '/footer') return '/contact-us';
  return pagePath;
}

/** A Preview button: the public page in a frame, loaded fresh each time it opens. */
export function PreviewButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-eye"
        label={t('cmsAdmin.common.preview')}
        outlined
        onClick={() => setOpenedAt(Date.now())}
      />
      <Dialog
        header={t('cmsAdmin.common.previewOf', { page: url })}
        visible={openedAt !== null}
        onHide={() => setOpenedAt(null)}
        style={{ width: 'min(1200px, 96vw)' }}
        maximizable
      >
        {openedAt !== null && (
          <>
            <p>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('cmsAdmin.common.openPage')}{' '}
                <span className="pi pi-external-link" aria-hidden="true" />
              </a>
            </p>
            <iframe
              key={openedAt}
              className="cms-preview__frame"
              title={t('cmsAdmin.common.previewOf', { page: url })}
              src={url}
            />
          </>
        )}
      </Dialog>
    </>
  );
}
