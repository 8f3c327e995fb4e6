import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isCancelledError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';

type MenuQuery = { isError: boolean; error: unknown; errorUpdatedAt: number };

/** A refusal of the session is the session's business (it logs out), not a menu that failed. */
function menuFailed(error: unknown): boolean {
  if (isCancelledError(error)) return false;
  return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
}

/**
 * The menu is re-read with the user in the background (`/me`): when that fails after its
 * retries, the spec's toast says so; the menu already shown stays usable, and the next refresh
 * (focus, reconnection) tries again.
 */
export function useMenuLoadFailureToast(me: MenuQuery): void {
  const { t } = useTranslation();
  const failedAt = me.isError && menuFailed(me.error) ? me.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    showToast({
      severity: 'error',
      summary: t('common.errorTitle'),
      detail: t('appShell.menuLoadFailed'),
    });
  }, [failedAt]); // eslint-disable-line react-hooks/exhaustive-deps
}
