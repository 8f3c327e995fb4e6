import type { TFunction } from 'i18next';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';

export const toastSaved = (t: TFunction) =>
  showToast({
    severity: 'success',
    summary: t('cmsAdmin.common.saved'),
    detail: t('cmsAdmin.common.savedDetail'),
  });

export const toastFailed = (t: TFunction, error: unknown) =>
  showToast({
    severity: 'error',
    summary: t('cmsAdmin.common.failed'),
    detail: errorMessage(error, t),
  });
