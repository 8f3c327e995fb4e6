import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactSubjectsResponseSchema } from '#shared/schemas/contact.ts';
import { api } from '#client/api/client.ts';

/** GET /api/contact/subjects: the contact form's subjects in the language. */
export const contactSubjectsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['contact', 'subjects', lang],
    queryFn: ({ signal }) =>
      api
        .get('/contact/subjects', {
          query: { lang },
          signal,
          schema: contactSubjectsResponseSchema,
        })
        .then((response) => response.subjects),
    staleTime: 5 * 60_000,
  });

export function useContactSubjects() {
  const { i18n } = useTranslation();
  return useQuery(contactSubjectsQueryOptions(i18n.language));
}
