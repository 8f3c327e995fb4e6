import { Avatar } from 'primereact/avatar';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { usePublicProfile } from '#client/api/profile/get-public-profile.ts';
import '../profile.css';

/** `/profile/{encryptedId}`: name, role, picture and whatever the member chose to show. */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { encryptedId = '' } = useParams();
  const profile = usePublicProfile(encryptedId);
  const head = (
    <header className="page-head">
      <h1>{t('profile.publicTitle')}</h1>
    </header>
  );
  // The page keeps its heading while it loads and when it fails (one h1 on every page); a retry
  // after a failure shows the loading state again.
  if (profile.isPending || (profile.isError && profile.isFetching))
    return (
      <div className="profile-page">
        {head}
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      </div>
    );
  if (profile.isError) {
    // A profile that is not there (or not shown) stays so; any other failure can be asked again.
    const missing =
      profile.error instanceof ApiError &&
      (profile.error.status === 404 || profile.error.status === 400);
    return (
      <div className="profile-page">
        {head}
        {missing ? (
          <div className="page-state" role="alert">
            <p>{t('profile.publicNotFound')}</p>
          </div>
        ) : (
          <LoadError
            className="page-state"
            message={errorMessage(profile.error, t)}
            onRetry={() => void profile.refetch()}
          />
        )}
      </div>
    );
  }
  const data = profile.data;
  const rows: [string, string | null | undefined][] = [
    [t('profile.publicFieldNames.title'), data.title],
    [t('profile.publicFieldNames.email'), data.email],
    [t('profile.publicFieldNames.mobile'), data.mobile],
    [t('profile.publicFieldNames.location'), data.location],
  ];
  const shown = rows.filter(([, value]) => value);
  return (
    <div className="profile-page">
      {head}
      <article className="profile-card profile-card--public">
        {data.profilePictureUrl ? (
          <Avatar image={data.profilePictureUrl} shape="circle" size="xlarge" aria-hidden="true" />
        ) : (
          <Avatar label={data.name.charAt(0)} shape="circle" size="xlarge" aria-hidden="true" />
        )}
        <h2 className="profile-card__name">{data.name}</h2>
        <p className="profile-card__meta">{data.roleName}</p>
        {shown.length === 0 && !data.linkedinPage && <p>{t('profile.nothingShared')}</p>}
        <dl className="profile-card__facts">
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {data.linkedinPage && (
            <div>
              <dt>{t('profile.publicFieldNames.linkedinPage')}</dt>
              <dd>
                <a
                  href={
                    data.linkedinPage.startsWith('http')
                      ? data.linkedinPage
                      : `https://${data.linkedinPage}`
                  }
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {data.linkedinPage}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </article>
    </div>
  );
}
