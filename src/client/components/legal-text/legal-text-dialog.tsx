import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { termsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

export type LegalTextType = 1 | 2 | 3;

/** GET /api/terms/:termTypeId: 1 terms, 2 information notice, 3 explicit consent (consents). */
const legalTextQuery = (termTypeId: LegalTextType, lang: string) =>
  queryOptions({
    queryKey: ['terms', termTypeId, lang],
    queryFn: ({ signal }) =>
      api.get(`/terms/${termTypeId}`, {
        query: { lang },
        signal,
        anonymous: true,
        schema: termsResponseSchema,
      }),
    staleTime: 60 * 60_000,
  });

/** One legal text in a dialog, read where it is accepted (sign-up forms, the consent gate). */
export function LegalTextDialog({
  termTypeId,
  onClose,
}: {
  termTypeId: LegalTextType;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useQuery(legalTextQuery(termTypeId, i18n.language === 'tr' ? 'tr' : 'en'));
  return (
    <Dialog
      visible
      modal
      header={t(`consents.gate.titles.${termTypeId}`)}
      style={{ width: '550px' }}
      breakpoints={{ '700px': '95vw' }}
      onHide={onClose}
      footer={<Button type="button" label={t('common.close')} onClick={onClose} autoFocus />}
    >
      {text.isPending && (
        <ProgressSpinner
          style={{ width: '2.5rem', height: '2.5rem' }}
          aria-label={t('common.loading')}
        />
      )}
      {text.isError && (
        <div role="alert">
          <p>{t('consents.gate.loadFailed')}</p>
          <Button
            type="button"
            label={t('consents.gate.retry')}
            onClick={() => void text.refetch()}
          />
        </div>
      )}
      {text.data?.htmlBody && (
        // The server sanitises legal texts with its allow-list before they are stored and sent.
        <div className="legal-text" dangerouslySetInnerHTML={{ __html: text.data.htmlBody }} />
      )}
    </Dialog>
  );
}
