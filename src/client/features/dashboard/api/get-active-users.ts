import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activeUsersResponseSchema } from '#shared/schemas/dashboard.ts';
import { api } from '#client/api/client.ts';

const langOf = (language: string) => (language === 'tr' ? 'tr' : 'en');

/** The spec's GET /activeusers (staff); its count is the session count. Role names in `lang`. */
export function getActiveUsers(lang: string, signal?: AbortSignal) {
  return api.get('/activeusers', {
    query: { lang: langOf(lang) },
    signal,
    schema: activeUsersResponseSchema,
  });
}

export function useActiveUsers() {
  const { i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return useQuery({
    queryKey: ['activeUsers', lang],
    queryFn: ({ signal }) => getActiveUsers(lang, signal),
  });
}
