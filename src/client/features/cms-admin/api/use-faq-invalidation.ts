import { useQueryClient } from '@tanstack/react-query';

/** After any FAQ change: the staff lists and the public FAQ reload. */
export function useFaqInvalidation() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['cms-admin', 'faq'] });
    void queryClient.invalidateQueries({ queryKey: ['faq'] });
  };
}
