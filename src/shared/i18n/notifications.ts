import { defineArea } from './define-area.ts';

/**
 * The notifications page and its e-mail settings (the panel's texts are in appShell.panels), and
 * the notifications and e-mails the server writes, in the recipient's language (`events`, `mail`).
 */
export const notifications = defineArea({
  en: {
    title: 'Notifications',
    subtitle: 'Everything that happened around your jobs and referrals.',
    filterAll: 'All',
    filterUnread: 'Unread',
    open: 'Open',
    kinds: {
      application_status: 'Status changes of my referrals and applications',
      new_application: 'New referrals and applications to my company’s jobs',
      reward: 'Hires and rewards',
      payout: 'Payouts',
      payment: 'Payments',
    },
    preferences: {
      title: 'E-mail settings',
      description:
        'Choose which notifications also reach you by e-mail. You always see them here in the app.',
      email: 'E-mail',
      save: 'Save',
      saved: 'Your e-mail settings are saved.',
      loadError: 'Your e-mail settings could not be loaded.',
      saveError: 'Your e-mail settings could not be saved.',
    },
    events: {
      statusChanged: {
        title: '{{candidate}}: {{status}}',
        details: '{{candidate}} is now at “{{status}}” for {{job}} ({{reference}}).',
      },
      ownStatusChanged: {
        title: 'Your application for {{job}}: {{status}}',
        details: 'Your application for {{job}} ({{reference}}) is now at “{{status}}”.',
      },
      hireConfirmed: {
        title: 'Hire confirmed',
        details: '{{candidate}} was hired as {{job}} ({{reference}}).',
      },
      hireConfirmedReward: {
        title: 'Hire confirmed: a reward of {{amount}} is pending',
        details:
          '{{candidate}} was hired as {{job}} ({{reference}}). The reward becomes payable after the guarantee period, on {{date}} at the earliest, once the company has paid.',
      },
      hireReversed: {
        title: 'A hire was reversed',
        details: 'The hire of {{candidate}} for {{job}} ({{reference}}) was reversed: {{note}}',
      },
      newReferral: {
        title: 'New referral for {{job}}',
        details: '{{candidate}} ({{reference}})',
      },
      newApplication: {
        title: 'New application for {{job}}',
        details: '{{candidate}} ({{reference}})',
      },
      payoutPaid: {
        title: 'Your payout of {{amount}} was paid',
        details:
          'The payout {{statement}} of {{amount}} was sent to your bank account (bank reference {{reference}}).',
      },
      payoutReturned: {
        title: 'A payout to you was returned by the bank',
        details:
          'The payout {{statement}} of {{amount}} was returned ({{reason}}). The amount is back in your balance. Please correct your bank and billing information so that we can pay you again.',
      },
      paymentReceived: {
        title: 'Your payment of {{amount}} was received',
        details: 'We received your payment of {{amount}} for invoice {{invoice}}. Thank you.',
      },
      paymentNotApplied: {
        title: 'Your payment of {{amount}} will be refunded',
        details:
          'Invoice {{invoice}} had already been settled when your payment of {{amount}} arrived. We will refund it.',
      },
      paymentToRefund: {
        title: 'A payment of {{amount}} must be refunded',
        details:
          '{{company}} paid {{amount}} for invoice {{invoice}} after the invoice had been settled. Refund the payment {{payment}}.',
      },
      postingFeeNotApplied: {
        title: 'Your payment of {{amount}} will be refunded',
        details:
          'The posting fee of the job {{job}} had already been paid when your payment of {{amount}} arrived. We will refund it.',
      },
      postingFeeToRefund: {
        title: 'A payment of {{amount}} must be refunded',
        details:
          '{{company}} paid the posting fee of the job {{job}} a second time ({{amount}}). Refund the payment {{payment}}.',
      },
      payoutSent: {
        title: 'A payout of {{amount}} was sent to you',
        details: 'The payout {{statement}} of {{amount}} was made to your bank account.',
      },
      rewardPayable: {
        title: 'A reward is payable',
        details:
          'The guarantee period of a hire has ended and the company has paid: your reward is payable.',
      },
      rewardCancelled: {
        title: 'A pending reward of {{amount}} was cancelled',
        details: 'The hire for {{job}} ({{reference}}) left during the guarantee period: {{note}}',
      },
      memberAdded: {
        title: 'You are now a member of {{company}}',
        details: '{{inviter}} added you to {{company}}.',
      },
      newMessage: {
        title: 'New message from {{sender}}',
        details: '{{text}}',
      },
    },
    mail: {
      greeting: 'Hello {{firstname}},',
      open: 'Open in {{app}}',
      footer:
        'You receive this e-mail because of your notification settings. You can turn these e-mails off in Notifications → E-mail settings.',
    },
  },
  tr: {
    title: 'Bildirimler',
    subtitle: 'İlanlarınız ve önerilerinizle ilgili her şey.',
    filterAll: 'Tümü',
    filterUnread: 'Okunmamış',
    open: 'Aç',
    kinds: {
      application_status: 'Önerilerimin ve başvurularımın durum değişiklikleri',
      new_application: 'Şirketimin ilanlarına gelen yeni öneri ve başvurular',
      reward: 'İşe alımlar ve ödüller',
      payout: 'Bana yapılan ödemeler',
      payment: 'Ödemelerim',
    },
    preferences: {
      title: 'E-posta ayarları',
      description:
        'Hangi bildirimlerin size e-postayla da ulaşacağını seçin. Uygulamada hepsini her zaman görürsünüz.',
      email: 'E-posta',
      save: 'Kaydet',
      saved: 'E-posta ayarlarınız kaydedildi.',
      loadError: 'E-posta ayarlarınız yüklenemedi.',
      saveError: 'E-posta ayarlarınız kaydedilemedi.',
    },
    events: {
      statusChanged: {
        title: '{{candidate}}: {{status}}',
        details: '{{candidate}}, {{job}} ({{reference}}) ilanında artık “{{status}}” aşamasında.',
      },
      ownStatusChanged: {
        title: '{{job}} başvurunuz: {{status}}',
        details: '{{job}} ({{reference}}) başvurunuz artık “{{status}}” aşamasında.',
      },
      hireConfirmed: {
        title: 'İşe alım onaylandı',
        details: '{{candidate}}, {{job}} ({{reference}}) pozisyonuna işe alındı.',
      },
      hireConfirmedReward: {
        title: 'İşe alım onaylandı: {{amount}} tutarında ödül bekliyor',
        details:
          '{{candidate}}, {{job}} ({{reference}}) pozisyonuna işe alındı. Ödül, garanti süresinden sonra, en erken {{date}} tarihinde ve şirket ödemeyi yaptıktan sonra ödenebilir hale gelir.',
      },
      hireReversed: {
        title: 'Bir işe alım geri alındı',
        details: '{{candidate}} adayının {{job}} ({{reference}}) işe alımı geri alındı: {{note}}',
      },
      newReferral: {
        title: '{{job}} için yeni öneri',
        details: '{{candidate}} ({{reference}})',
      },
      newApplication: {
        title: '{{job}} için yeni başvuru',
        details: '{{candidate}} ({{reference}})',
      },
      payoutPaid: {
        title: '{{amount}} tutarındaki ödemeniz yapıldı',
        details:
          '{{statement}} numaralı {{amount}} tutarındaki ödeme banka hesabınıza gönderildi (banka referansı {{reference}}).',
      },
      payoutReturned: {
        title: 'Bir ödemeniz banka tarafından iade edildi',
        details:
          '{{statement}} numaralı {{amount}} tutarındaki ödeme iade edildi ({{reason}}). Tutar bakiyenize geri eklendi. Yeniden ödeyebilmemiz için lütfen banka ve fatura bilgilerinizi düzeltin.',
      },
      paymentReceived: {
        title: '{{amount}} tutarındaki ödemeniz alındı',
        details:
          '{{invoice}} numaralı fatura için {{amount}} tutarındaki ödemenizi aldık. Teşekkürler.',
      },
      paymentNotApplied: {
        title: '{{amount}} tutarındaki ödemeniz iade edilecek',
        details:
          '{{amount}} tutarındaki ödemeniz geldiğinde {{invoice}} numaralı fatura zaten kapatılmıştı. Ödemenizi iade edeceğiz.',
      },
      paymentToRefund: {
        title: '{{amount}} tutarında bir ödeme iade edilmeli',
        details:
          '{{company}}, {{invoice}} numaralı fatura kapatıldıktan sonra {{amount}} ödedi. {{payment}} numaralı ödemeyi iade edin.',
      },
      postingFeeNotApplied: {
        title: '{{amount}} tutarındaki ödemeniz iade edilecek',
        details:
          '{{amount}} tutarındaki ödemeniz geldiğinde {{job}} ilanının yayınlama ücreti zaten ödenmişti. Ödemenizi iade edeceğiz.',
      },
      postingFeeToRefund: {
        title: '{{amount}} tutarında bir ödeme iade edilmeli',
        details:
          '{{company}}, {{job}} ilanının yayınlama ücretini ikinci kez ödedi ({{amount}}). {{payment}} numaralı ödemeyi iade edin.',
      },
      payoutSent: {
        title: 'Size {{amount}} tutarında ödeme gönderildi',
        details: '{{statement}} numaralı {{amount}} tutarındaki ödeme banka hesabınıza yapıldı.',
      },
      rewardPayable: {
        title: 'Bir ödül ödenebilir durumda',
        details:
          'Bir işe alımın garanti süresi bitti ve şirket ödemeyi yaptı: ödülünüz ödenebilir durumda.',
      },
      rewardCancelled: {
        title: '{{amount}} tutarındaki bekleyen ödül iptal edildi',
        details:
          '{{job}} ({{reference}}) için işe alınan kişi garanti süresi içinde ayrıldı: {{note}}',
      },
      memberAdded: {
        title: 'Artık {{company}} şirketinin bir üyesisiniz',
        details: '{{inviter}} sizi {{company}} şirketine ekledi.',
      },
      newMessage: {
        title: '{{sender}} size bir mesaj gönderdi',
        details: '{{text}}',
      },
    },
    mail: {
      greeting: 'Merhaba {{firstname}},',
      open: '{{app}} sitesinde aç',
      footer:
        'Bu e-postayı bildirim ayarlarınız nedeniyle alıyorsunuz. Bu e-postaları Bildirimler → E-posta ayarları bölümünden kapatabilirsiniz.',
    },
  },
});
