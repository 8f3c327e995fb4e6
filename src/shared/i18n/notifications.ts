import { defineArea } from './define-area.ts';

/** The notifications page (the panel's texts are in appShell.panels). */
export const notifications = defineArea({
  en: {
    title: 'Notifications',
    subtitle: 'Everything that happened around your jobs and referrals.',
    filterAll: 'All',
    filterUnread: 'Unread',
    open: 'Open',
  },
  tr: {
    title: 'Bildirimler',
    subtitle: 'İlanlarınız ve önerilerinizle ilgili her şey.',
    filterAll: 'Tümü',
    filterUnread: 'Okunmamış',
    open: 'Aç',
  },
});
