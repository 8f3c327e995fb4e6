import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GetStartedCardKey } from '#shared/schemas/accounts.ts';
import { pathFor } from '#shared/routes.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useGetStarted } from '../api/get-started.ts';
import '../accounts.css';

const TARGETS: Record<GetStartedCardKey, string> = {
  candidate: pathFor('signUp'),
  company: pathFor('companySignup'),
  recruiter: `${pathFor('signUp')}?role=recruiter`,
};

/** /get-started: the candidate, company and recruiter cards, their texts from the server. */
export function GetStartedPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('accounts.getStarted.title'));
  const query = useGetStarted(i18n.language === 'tr' ? 'tr' : 'en');
  return (
    <main className="get-started" id="main-content">
      <header className="get-started__header">
        <h1>{t('accounts.getStarted.title')}</h1>
        <p>{t('accounts.getStarted.subtitle')}</p>
      </header>
      {query.isError && !query.isFetching && (
        <LoadError
          message={t('accounts.getStarted.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      )}
      <div className="get-started__cards">
        {/* The placeholders stand while the cards are on their way, a retry's too. */}
        {(query.isPending || (query.isError && query.isFetching)) &&
          [0, 1, 2].map((n) => (
            <div key={n} className="get-started__card" aria-hidden="true">
              <Skeleton width="40%" height="1.5rem" />
              <Skeleton width="70%" height="1.75rem" />
              <Skeleton height="4rem" />
              <Skeleton height="2.5rem" />
            </div>
          ))}
        {query.data?.cards.map((card) => (
          <section
            key={card.key}
            className="get-started__card"
            aria-labelledby={`get-started-${card.key}`}
          >
            <Tag className="get-started__tag" value={card.tag} rounded />
            <h2 id={`get-started-${card.key}`}>{card.title}</h2>
            <p>{card.description}</p>
            <Button
              type="button"
              label={card.button}
              onClick={() => void navigate(TARGETS[card.key])}
            />
          </section>
        ))}
      </div>
    </main>
  );
}
