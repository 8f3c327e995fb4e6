import { useTranslation } from 'react-i18next';

/** A conversation's unread messages as a badge; a screen reader hears "Unread: 3". */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="count-badge">
      <span className="visually-hidden">{`${t('appShell.panels.unread')}: `}</span>
      {count}
    </span>
  );
}
