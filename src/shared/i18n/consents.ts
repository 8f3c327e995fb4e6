import { defineArea } from './define-area.ts';

/** Consents: the sign-up checkboxes, the gate after a changed text, the referred person's notice. */
export const consents = defineArea({
  en: {
    signUp: {
      privacyNotice:
        'I have read the <1>information notice</1> on the processing of my personal data',
      explicitConsent:
        'I give my <1>explicit consent</1> to the processing described there (optional: the service does not depend on it)',
      privacyNoticeRequired: 'Please confirm that you have read the information notice',
    },
    gate: {
      title: 'Our texts have changed',
      intro: 'Please read the new version of the following texts before you continue.',
      version: 'Version {{version}}, published {{date}}',
      read: 'Read the text',
      acceptTerms: 'I accept the terms of service',
      acceptPrivacy: 'I have read the information notice',
      grantConsent: 'I give my explicit consent (optional)',
      submit: 'Continue',
      logout: 'Log out instead',
      loadFailed: 'The texts could not be loaded.',
      saveFailed: 'Your answer could not be saved. Please try again.',
      retry: 'Try Again',
      required: 'Please accept the texts marked as required',
      titles: {
        '1': 'Terms of service',
        '2': 'Information notice (privacy)',
        '3': 'Explicit consent',
      },
    },
    notice: {
      title: 'A referral in your name',
      intro:
        '{{referrer}} referred you to the job “{{job}}” at {{company}} on {{date}}. This is the data we received about you with that referral.',
      data: {
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        linkedin: 'LinkedIn page',
        cv: 'CV',
        cvAttached: 'A CV file was attached',
        none: 'None',
        additionalInfo: 'Note from the recruiter',
      },
      question: 'Do you agree to be a candidate for this job?',
      confirm: 'Confirm',
      object: 'Object',
      objectHint:
        'Objecting withdraws the referral from the company and archives the record the recruiter keeps about you.',
      confirmed: 'Thank you: you confirmed this referral on {{date}}.',
      objected: 'You objected to this referral on {{date}}: the company no longer sees it.',
      privacy: 'How we process your data: <1>information notice</1>',
      notFound: 'This link is not valid or has expired.',
      loadFailed: 'The referral could not be loaded.',
      retry: 'Try Again',
      saveFailed: 'Your answer could not be saved. Please try again.',
    },
    badge: {
      confirmed: 'Candidate confirmed',
      objected: 'Candidate objected',
    },
    mail: {
      subject: '{{referrer}} referred you to {{job}} at {{company}}',
      body: '<p>Hello {{name}},</p><p>{{referrer}} referred you to the job “{{job}}” at {{company}} through our referral platform. Under the Turkish Personal Data Protection Law (KVKK, No. 6698) and the GDPR we tell you at once what we received and why.</p><p>On the page below you can see the data we hold about you from this referral, confirm that you want to be a candidate, or object with one click (the company will then no longer see the referral):</p><p><a href="{{link}}">{{link}}</a></p><p>The link is valid for 90 days. How we process personal data: {{privacyLink}}</p>',
    },
  },
  tr: {
    signUp: {
      privacyNotice: 'Kişisel verilerimin işlenmesine ilişkin <1>aydınlatma metnini</1> okudum',
      explicitConsent:
        'Orada açıklanan işleme için <1>açık rızamı</1> veriyorum (isteğe bağlı: hizmet buna bağlı değildir)',
      privacyNoticeRequired: 'Lütfen aydınlatma metnini okuduğunuzu onaylayın',
    },
    gate: {
      title: 'Metinlerimiz değişti',
      intro: 'Devam etmeden önce lütfen aşağıdaki metinlerin yeni sürümünü okuyun.',
      version: 'Sürüm {{version}}, yayın tarihi {{date}}',
      read: 'Metni okuyun',
      acceptTerms: 'Kullanım koşullarını kabul ediyorum',
      acceptPrivacy: 'Aydınlatma metnini okudum',
      grantConsent: 'Açık rızamı veriyorum (isteğe bağlı)',
      submit: 'Devam et',
      logout: 'Bunun yerine çıkış yap',
      loadFailed: 'Metinler yüklenemedi.',
      saveFailed: 'Yanıtınız kaydedilemedi. Lütfen tekrar deneyin.',
      retry: 'Tekrar Dene',
      required: 'Lütfen zorunlu olarak işaretlenen metinleri kabul edin',
      titles: {
        '1': 'Kullanım koşulları',
        '2': 'Aydınlatma metni (gizlilik)',
        '3': 'Açık rıza metni',
      },
    },
    notice: {
      title: 'Adınıza yapılan bir öneri',
      intro:
        '{{referrer}}, {{date}} tarihinde sizi {{company}} şirketindeki “{{job}}” ilanına önerdi. Bu öneriyle hakkınızda aldığımız veriler aşağıdadır.',
      data: {
        name: 'Ad soyad',
        email: 'E-posta',
        phone: 'Telefon',
        linkedin: 'LinkedIn sayfası',
        cv: 'Özgeçmiş',
        cvAttached: 'Bir özgeçmiş dosyası eklendi',
        none: 'Yok',
        additionalInfo: 'İşe alım uzmanının notu',
      },
      question: 'Bu ilana aday olmayı kabul ediyor musunuz?',
      confirm: 'Onayla',
      object: 'İtiraz et',
      objectHint:
        'İtiraz ederseniz öneri şirketten geri çekilir ve işe alım uzmanının hakkınızdaki kaydı arşivlenir.',
      confirmed: 'Teşekkürler: bu öneriyi {{date}} tarihinde onayladınız.',
      objected: 'Bu öneriye {{date}} tarihinde itiraz ettiniz: şirket artık onu görmüyor.',
      privacy: 'Verilerinizi nasıl işlediğimiz: <1>aydınlatma metni</1>',
      notFound: 'Bu bağlantı geçersiz ya da süresi dolmuş.',
      loadFailed: 'Öneri yüklenemedi.',
      retry: 'Tekrar Dene',
      saveFailed: 'Yanıtınız kaydedilemedi. Lütfen tekrar deneyin.',
    },
    badge: {
      confirmed: 'Aday onayladı',
      objected: 'Aday itiraz etti',
    },
    mail: {
      subject: '{{referrer}} sizi {{company}} şirketindeki {{job}} ilanına önerdi',
      body: '<p>Merhaba {{name}},</p><p>{{referrer}}, öneri platformumuz üzerinden sizi {{company}} şirketindeki “{{job}}” ilanına önerdi. 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve GDPR gereğince hangi verileri neden aldığımızı size hemen bildiriyoruz.</p><p>Aşağıdaki sayfada bu öneriyle hakkınızda tuttuğumuz verileri görebilir, aday olmayı onaylayabilir ya da tek tıkla itiraz edebilirsiniz (bu durumda şirket öneriyi artık görmez):</p><p><a href="{{link}}">{{link}}</a></p><p>Bağlantı 90 gün geçerlidir. Kişisel verileri nasıl işlediğimiz: {{privacyLink}}</p>',
    },
  },
});
