import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/format/date.ts';
import { pathFor } from '#shared/routes.ts';
import type { ReferralNoticeResponse } from '#shared/schemas/consents.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useAnswerReferralNotice, useReferralNotice } from '../api/referral-notice.ts';
import '../consents.css';

/**
 * /referral-notice/:token, public: the referred person sees the data we received about them
 * with the referral, and confirms or objects once (KVKK art. 10-11, GDPR art. 14 and 21).
 */
export function ReferralNoticePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consents.notice.title'));
  const token = useParams().token ?? '';
  const notice = useReferralNotice(token);

  return (
    <div className="referral-notice">
      <h1>{t('consents.notice.title')}</h1>
      {notice.isPending ? (
        <ProgressSpinner
          style={{ width: '2.5rem', height: '2.5rem' }}
          aria-label={t('common.loading')}
        />
      ) : notice.isError ? (
        <NoticeError error={notice.error} onRetry={() => void notice.refetch()} />
      ) : (
        <NoticeBody token={token} notice={notice.data} />
      )}
    </div>
  );
}

/** A limit says when the person can try again (the wait is in the answer's details). */
const isLimit = (error: unknown) => error instanceof ApiError && error.code === 'rate_limited';

function NoticeError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div role="alert">
      <p>
        {isLimit(error)
          ? errorMessage(error, t)
          : t(gone ? 'consents.notice.notFound' : 'consents.notice.loadFailed')}
      </p>
      {!gone && <Button type="button" label={t('consents.notice.retry')} onClick={onRetry} />}
    </div>
  );
}

function NoticeBody({ token, notice }: { token: string; notice: ReferralNoticeResponse }) {
  const { t } = useTranslation();
  const answer = useAnswerReferralNotice(token);
  const none = t('consents.notice.data.none');
  const rows: [string, string][] = [
    [t('consents.notice.data.name'), notice.person.name],
    [t('consents.notice.data.email'), notice.person.email ?? none],
    [t('consents.notice.data.phone'), notice.person.phone ?? none],
    [t('consents.notice.data.linkedin'), notice.person.linkedin ?? none],
    [
      t('consents.notice.data.cv'),
      notice.person.hasCv ? t('consents.notice.data.cvAttached') : none,
    ],
    [t('consents.notice.data.additionalInfo'), notice.person.additionalInfo ?? none],
  ];
  const respondedOn = formatDate(notice.respondedAt);
  return (
    <>
      <p>
        {t('consents.notice.intro', {
          referrer: notice.referrer,
          job: notice.job,
          company: notice.company,
          date: formatDate(notice.referredAt),
        })}
      </p>
      <dl className="referral-notice__data">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {notice.response === null ? (
        <section aria-labelledby="referral-notice-question">
          <h2 id="referral-notice-question" className="text-xl">
            {t('consents.notice.question')}
          </h2>
          <div className="referral-notice__actions">
            <Button
              type="button"
              icon="pi pi-check"
              label={t('consents.notice.confirm')}
              loading={answer.isPending && answer.variables?.response === 'confirmed'}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ response: 'confirmed' })}
            />
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-times"
              label={t('consents.notice.object')}
              loading={answer.isPending && answer.variables?.response === 'objected'}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ response: 'objected' })}
            />
          </div>
          <p className="referral-notice__hint">{t('consents.notice.objectHint')}</p>
          {answer.isError && (
            <p role="alert" className="consent-gate__error">
              {isLimit(answer.error)
                ? errorMessage(answer.error, t)
                : t('consents.notice.saveFailed')}
            </p>
          )}
        </section>
      ) : (
        <Message
          severity={notice.response === 'confirmed' ? 'success' : 'info'}
          text={t(
            notice.response === 'confirmed'
              ? 'consents.notice.confirmed'
              : 'consents.notice.objected',
            { date: respondedOn },
          )}
        />
      )}
      <p>
        <Trans
          i18nKey="consents.notice.privacy"
          components={{ 1: <Link to={pathFor('privacyPolicy')} /> }}
        />
      </p>
    </>
  );
}
