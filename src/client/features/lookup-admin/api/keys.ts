import { useQueryClient } from '@tanstack/react-query';

/** Every lookup page's queries live under this key, per resource. */
export const lookupAdminKey = (segment: string) => ['lookup-admin', segment] as const;
export const lookupAdminPath = (segment: string) => `/lookup-admin/${segment}`;

/** After a write: the lists of these pages and the public pickers (which read `/api/lookups`). */
export function useLookupAdminInvalidation() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['lookup-admin'] });
    void queryClient.invalidateQueries({ queryKey: ['lookups'] });
  };
}
