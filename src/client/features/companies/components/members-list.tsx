import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '#shared/schemas/companies.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';

/** The current members of a company; with `onRemove`, each row has a remove button. */
export function MembersList(props: {
  members: CompanyMember[];
  currentUserId?: string;
  onRemove?: (member: CompanyMember) => void;
  removingId?: string | null;
}) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  if (props.members.length === 0)
    return <p className="company-members__empty">{t('companies.members.empty')}</p>;
  const lastOne = props.members.length === 1;
  const owners = props.members.filter((member) => member.isOwner).length;
  return (
    <ul className="company-members" aria-label={t('companies.members.title')}>
      {props.members.map((member) => {
        const name = `${member.firstname} ${member.lastname}`.trim();
        // A company keeps someone who can manage it: its last member, and its last owner.
        const kept = lastOne
          ? t('companies.members.lastMember')
          : member.isOwner && owners === 1
            ? t('companies.members.lastOwner')
            : null;
        return (
          <li key={member.userId} className="company-members__item">
            <span className="company-members__avatar" aria-hidden="true">
              {(member.firstname[0] ?? '') + (member.lastname[0] ?? '')}
            </span>
            <span className="company-members__who">
              <span className="company-members__name">
                {name}
                {member.userId === props.currentUserId && (
                  <span className="company-members__tag">{t('companies.members.you')}</span>
                )}
                {member.isOwner && (
                  <span className="company-members__tag company-members__tag--owner">
                    {t('companies.members.owner')}
                  </span>
                )}
              </span>
              <span className="company-members__meta">
                <a href={`mailto:${member.email}`}>{member.email}</a>
                {' · '}
                {t('companies.members.joined', { date: appDate.date(member.joinedAt) })}
              </span>
            </span>
            {props.onRemove && (
              <Button
                type="button"
                icon="pi pi-user-minus"
                aria-label={t('companies.members.removeLabel', { name })}
                severity="danger"
                text
                rounded
                size="small"
                disabled={kept !== null}
                tooltip={kept ?? t('companies.members.removeLabel', { name })}
                tooltipOptions={{ showOnDisabled: true, position: 'left' }}
                loading={props.removingId === member.userId}
                onClick={() => props.onRemove?.(member)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
