import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useCompany } from '../api/get-company.ts';
import { CompanyForm, EMPTY_COMPANY, toInput } from '../components/company-form.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';
import { MembersList } from '../components/members-list.tsx';
import '../companies.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={pathFor('companies')} className="companies-page__back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('menu.companies')}
    </Link>
  );
}

/** /chrs/companies/create */
export function CompanyCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canInsert = hasRight(session.rights, 'companies', 'insert');
  return (
    <div className="companies-page">
      <BackLink />
      <header className="page-head">
        <h1>{t('menu.companiesCreate')}</h1>
        <p className="page-head__sub">{t('companies.form.createSubtitle')}</p>
      </header>
      {!canInsert && <p className="companies-page__note">{t('companies.form.readOnly')}</p>}
      <section className="company-card">
        <CompanyForm
          initial={EMPTY_COMPANY}
          canSave={canInsert}
          onSaved={(saved) => void navigate(pathFor('companiesEdit', { id: saved.id }))}
        />
      </section>
      <section className="company-card">
        <h2>{t('companies.logo.title')}</h2>
        <p className="companies-page__note">{t('companies.logo.saveFirst')}</p>
      </section>
    </div>
  );
}

/** /chrs/companies/edit/:id: every field, the logo and the members of a company. */
export function CompanyEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const canUpdate = hasRight(session.rights, 'companies', 'update');
  const company = useCompany(id);
  return (
    <div className="companies-page">
      <BackLink />
      <header className="page-head">
        <h1>{company.data?.name ?? t('menu.companiesEdit')}</h1>
      </header>
      {company.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {company.isError && (
        <div className="page-state" role="alert">
          <p>{t('companies.form.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void company.refetch()}
          />
        </div>
      )}
      {company.data && (
        <div className="company-layout">
          <section className="company-card company-layout__main">
            <h2>{t('companies.profile.details')}</h2>
            {!canUpdate && <p className="companies-page__note">{t('companies.form.readOnly')}</p>}
            <CompanyForm
              key={company.data.updatedAt}
              companyId={company.data.id}
              initial={toInput(company.data)}
              canSave={canUpdate}
              paymentCustomerId={company.data.paymentCustomerId}
              onSaved={() => undefined}
            />
          </section>
          <aside className="company-layout__side">
            <section className="company-card">
              <h2>{t('companies.logo.title')}</h2>
              <LogoUpload
                companyId={company.data.id}
                companyName={company.data.name}
                logoUrl={company.data.logoUrl}
                canUpdate={canUpdate}
              />
            </section>
            <section className="company-card">
              <h2>
                {t('companies.members.title')}{' '}
                <span className="company-card__count">{company.data.members.length}</span>
              </h2>
              <MembersList members={company.data.members} />
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
