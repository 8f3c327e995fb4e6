import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '#shared/schemas/notifications.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';

const ICONS: Record<NotificationType, string> = {
  mention: 'pi pi-at',
  task: 'pi pi-check-square',
  reminder: 'pi pi-clock',
};

type NotificationItemProps = {
  item: Notification;
  onMarkRead: (id: string) => void;
  onOpen?: () => void;
};

/** One notification: type, title, details, sender, date, and Mark read while unread. */
export function NotificationItem({ item, onMarkRead, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const title = item.link?.startsWith('/') ? (
    <Link
      to={item.link}
      onClick={() => {
        if (!item.read) onMarkRead(item.id);
        onOpen?.();
      }}
    >
      {item.title}
    </Link>
  ) : (
    item.title
  );
  return (
    <li className={`notification-item${item.read ? '' : ' notification-item--unread'}`}>
      <span
        className={`notification-item__icon notification-item__icon--${item.type}`}
        aria-hidden="true"
      >
        <span className={ICONS[item.type]} />
      </span>
      <div className="notification-item__text">
        <p className="notification-item__title">
          {!item.read && <span className="visually-hidden">{t('appShell.panels.unread')}: </span>}
          {title}
        </p>
        {item.details && <p className="notification-item__details">{item.details}</p>}
        <p className="notification-item__meta">
          <span>{t(`appShell.panels.types.${item.type}`)}</span>
          {item.sender && <span>{t('appShell.panels.from', { name: item.sender })}</span>}
          <time dateTime={item.createdAt}>{appDate.date(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && (
        <button
          type="button"
          className="p-button p-button-text p-button-sm notification-item__read"
          onClick={() => onMarkRead(item.id)}
        >
          {t('appShell.panels.markRead')}
        </button>
      )}
    </li>
  );
}
