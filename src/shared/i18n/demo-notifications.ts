import type { Language } from './languages.ts';

type Text = { title: string; details: string };

/**
 * The demo accounts' first notifications, in each account's language. Placeholders in double
 * braces: {{candidate}}, {{company}}, {{job}}, {{status}}. Stored as the event `demo.<name>`, so
 * the bell shows them in the reader's language of the day like any other.
 */
export const DEMO_NOTIFICATIONS = {
  en: {
    referralMoved: {
      title: '{{candidate}}: {{status}}',
      details: '{{company}} moved {{candidate}} to {{status}} for {{job}}.',
    },
    billingDetails: {
      title: 'Complete your billing details',
      details: 'Add your bank details so that confirmed rewards can be paid out.',
    },
    newCandidate: {
      title: 'New candidate for {{job}}',
      details: '{{candidate}} was put forward for {{job}}.',
    },
    reviewWaiting: {
      title: 'Applications are waiting for your review',
      details: 'Some candidates have been in screening for more than a week.',
    },
    applicationUpdated: {
      title: 'Your application for {{job}}',
      details: '{{company}} updated your application: {{status}}.',
    },
    completeProfile: {
      title: 'Complete your profile',
      details: 'Add your city and a profile picture so that companies recognise you.',
    },
    companyRegistered: {
      title: 'New company registered: {{company}}',
      details: 'Check the company details and its first job posting.',
    },
    payoutsDue: {
      title: 'Recruiter payouts due this week',
      details: 'Confirmed rewards are waiting to be paid out.',
    },
  },
  tr: {
    referralMoved: {
      title: '{{candidate}}: {{status}}',
      details: '{{company}}, {{candidate}} adayını {{job}} ilanında “{{status}}” aşamasına taşıdı.',
    },
    billingDetails: {
      title: 'Fatura bilgilerinizi tamamlayın',
      details: 'Onaylanan ödüllerin ödenebilmesi için banka bilgilerinizi ekleyin.',
    },
    newCandidate: {
      title: '{{job}} için yeni aday',
      details: '{{candidate}}, {{job}} ilanı için önerildi.',
    },
    reviewWaiting: {
      title: 'İncelemenizi bekleyen başvurular var',
      details: 'Bazı adaylar bir haftadan uzun süredir ön değerlendirmede.',
    },
    applicationUpdated: {
      title: '{{job}} başvurunuz',
      details: '{{company}} başvurunuzu güncelledi: {{status}}.',
    },
    completeProfile: {
      title: 'Profilinizi tamamlayın',
      details: 'Şirketlerin sizi tanıması için şehrinizi ve bir profil fotoğrafı ekleyin.',
    },
    companyRegistered: {
      title: 'Yeni şirket kaydoldu: {{company}}',
      details: 'Şirketin bilgilerini ve ilk ilanını kontrol edin.',
    },
    payoutsDue: {
      title: 'Bu hafta yapılacak işe alım uzmanı ödemeleri',
      details: 'Onaylanan ödüller ödenmeyi bekliyor.',
    },
  },
} satisfies Record<Language, Record<string, Text>>;

export type DemoNotification = keyof (typeof DEMO_NOTIFICATIONS)['en'];
