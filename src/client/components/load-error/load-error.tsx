import { useTranslation } from 'react-i18next';
import { Button } from '#client/startup/light/button.tsx';
import './load-error.css';

/**
 * Where a list or a card could not load: its message and a Try Again that asks again. It takes
 * the place of the loading placeholders, so a failed call never leaves them on screen.
 */
export function LoadError({
  message,
  onRetry,
  className,
  size,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  size?: 'small';
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `load-error ${className}` : 'load-error'} role="alert">
      <p>{message}</p>
      <Button
        type="button"
        icon="pi pi-refresh"
        label={t('common.tryAgain')}
        size={size}
        onClick={onRetry}
      />
    </div>
  );
}
