import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useSession } from '#client/session/use-session.ts';

/**
 * Opens a member's public profile from job detail (public-side 8): no id says 'User ID not found'
 * and a profile that is not there says 'User not found', both as a toast on job detail, instead
 * of a page that only says so. A visitor goes to the page, whose guard asks them to log in first.
 */
export function useOpenProfile(): (id: string | undefined) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const loggedIn = user !== null;
  return useCallback(
    async (id) => {
      const refuse = (key: 'userIdNotFound' | 'userNotFound') =>
        showToast({
          severity: 'error',
          summary: t('common.errorTitle'),
          detail: t(`jobs.detail.${key}`),
        });
      if (!id) return refuse('userIdNotFound');
      if (loggedIn) {
        // Loaded with the call (not at the page's start): most visits open no profile.
        const { publicProfileQuery } = await import('#client/api/profile/get-public-profile.ts');
        try {
          await queryClient.fetchQuery(publicProfileQuery(id));
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400))
            return refuse('userNotFound');
          // Any other failure: the profile page says what went wrong and offers to try again.
        }
      }
      await navigate(pathFor('publicProfile', { encryptedId: id }));
    },
    [t, navigate, queryClient, loggedIn],
  );
}
