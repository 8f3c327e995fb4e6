import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** Shown beside the fallback text when the content service did not answer. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="content-error" role="status">
      <Message severity="warn" text={t('content.loadError')} />
      <Button
        type="button"
        label={t('common.tryAgain')}
        icon="pi pi-refresh"
        text
        onClick={onRetry}
      />
    </div>
  );
}
