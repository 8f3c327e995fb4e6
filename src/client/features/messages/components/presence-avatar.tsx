import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import type { Participant } from '#shared/schemas/messages.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?';

/** Avatar with an online/away/offline dot; the status is also given as text. */
export function PresenceAvatar({ person }: { person: Participant }) {
  const { t } = useTranslation();
  return (
    <span className="presence-avatar">
      {person.avatarUrl ? (
        <Avatar image={person.avatarUrl} shape="circle" aria-hidden="true" />
      ) : (
        <Avatar label={initials(person.name)} shape="circle" aria-hidden="true" />
      )}
      <span
        className={`presence-avatar__dot presence-avatar__dot--${person.status}`}
        title={t(`appShell.panels.status.${person.status}`)}
        aria-hidden="true"
      />
    </span>
  );
}
