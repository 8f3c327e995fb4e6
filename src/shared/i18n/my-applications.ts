import { defineArea } from './define-area.ts';

/** My applications (/chrs/my-applications): a candidate's applications and referrals. */
export const myApplications = defineArea({
  en: {
    title: 'My Applications',
    subtitle:
      'Every job you applied to and every job a recruiter referred you to, with where each one stands.',
    loading: 'Loading your applications',
    loadFailed: 'Your applications could not be loaded.',
    retry: 'Try Again',
    empty: 'You have no applications or referrals yet.',
    findJobs: 'Browse open jobs',
    listLabel: 'Your applications and referrals',
    kind: {
      application: 'You applied',
      referral: 'Referred by {{name}}',
    },
    company: 'Company',
    status: 'Status',
    created: 'Started',
    updated: 'Last change',
    showHistory: 'Show the history',
    hideHistory: 'Hide the history',
    historyLabel: 'Status history of {{job}}',
    historyEmpty: 'No status change yet.',
    historyStart: 'Started as {{status}}',
    historyMove: '{{from}} → {{to}}',
  },
  tr: {
    title: 'Başvurularım',
    subtitle:
      'Başvurduğunuz ve bir işe alım uzmanının sizi önerdiği her ilan ve her birinin son durumu.',
    loading: 'Başvurularınız yükleniyor',
    loadFailed: 'Başvurularınız yüklenemedi.',
    retry: 'Tekrar Dene',
    empty: 'Henüz bir başvurunuz ya da öneriniz yok.',
    findJobs: 'Açık ilanlara göz atın',
    listLabel: 'Başvurularınız ve önerileriniz',
    kind: {
      application: 'Siz başvurdunuz',
      referral: 'Öneren: {{name}}',
    },
    company: 'Şirket',
    status: 'Durum',
    created: 'Başlangıç',
    updated: 'Son değişiklik',
    showHistory: 'Geçmişi göster',
    hideHistory: 'Geçmişi gizle',
    historyLabel: '{{job}} durum geçmişi',
    historyEmpty: 'Henüz bir durum değişikliği yok.',
    historyStart: '{{status}} olarak başladı',
    historyMove: '{{from}} → {{to}}',
  },
});
