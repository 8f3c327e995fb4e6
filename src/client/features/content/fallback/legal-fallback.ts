import { defineArea } from '#shared/i18n/define-area.ts';

type Section = readonly [heading: string, body: string];

/**
 * The built-in legal texts shown when the server has none for the language (public-side 2:
 * a UK company, 12 sections, the law of England and Wales; privacy effective 01/01/2025).
 * Loaded only with the legal pages, so they stay out of the main catalogue.
 */
export const LEGAL_FALLBACK = defineArea({
  en: {
    termsIntro:
      'These terms govern your use of the platform operated by Referral Marketplace Ltd, a company registered in England and Wales. By using the platform you accept them.',
    privacyEffective: 'Effective date: 01/01/2025',
    privacyIntro:
      'This policy explains what personal data Referral Marketplace Ltd collects, why, and the rights you have over it.',
  },
  tr: {
    termsIntro:
      'Bu koşullar, İngiltere ve Galler’de kayıtlı Referral Marketplace Ltd tarafından işletilen platformun kullanımını düzenler. Platformu kullanarak bu koşulları kabul etmiş olursunuz.',
    privacyEffective: 'Yürürlük tarihi: 01/01/2025',
    privacyIntro:
      'Bu politika, Referral Marketplace Ltd’nin hangi kişisel verileri neden topladığını ve bu veriler üzerindeki haklarınızı açıklar.',
  },
});

export const TERMS_SECTIONS: Record<'en' | 'tr', readonly Section[]> = {
  en: [
    [
      '1. About us',
      'The platform is operated by Referral Marketplace Ltd, a private limited company registered in England and Wales.',
    ],
    [
      '2. Eligibility',
      'You must be at least 18 years old and give accurate information when you register.',
    ],
    [
      '3. Your account',
      'You are responsible for keeping your password secret and for everything done through your account.',
    ],
    [
      '4. Our service',
      'We run an online marketplace. We are not the employer of any candidate or a party to any employment contract.',
    ],
    [
      '5. Job postings and fees',
      'Companies pay a fee to post a job. Job posting fees are non-refundable.',
    ],
    [
      '6. Referrals and applications',
      'You may refer a person only with their consent. The first referral of a person to a job is the one that counts.',
    ],
    [
      '7. Referral rewards',
      'Referral rewards are paid only after the job poster confirms a hire, as points that can be paid out.',
    ],
    [
      '8. Payments',
      'Payments go through third-party card and wallet providers under their own terms.',
    ],
    [
      '9. Acceptable use',
      'Do not post false, unlawful or misleading content, and do not misuse the platform or other users’ data.',
    ],
    [
      '10. Suspension and termination',
      'We may suspend or close accounts that break these terms. You may close your account at any time.',
    ],
    [
      '11. Liability',
      'Nothing in these terms limits liability that cannot be limited by law. Otherwise our liability is limited to the fees you paid in the last 12 months.',
    ],
    [
      '12. Governing law',
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
    ],
  ],
  tr: [
    [
      '1. Hakkımızda',
      'Platform, İngiltere ve Galler’de kayıtlı özel bir limited şirket olan Referral Marketplace Ltd tarafından işletilir.',
    ],
    ['2. Uygunluk', 'En az 18 yaşında olmalı ve kayıt olurken doğru bilgi vermelisiniz.'],
    [
      '3. Hesabınız',
      'Şifrenizi gizli tutmaktan ve hesabınız üzerinden yapılan her şeyden siz sorumlusunuz.',
    ],
    [
      '4. Hizmetimiz',
      'Çevrim içi bir pazaryeri işletiyoruz. Hiçbir adayın işvereni veya herhangi bir iş sözleşmesinin tarafı değiliz.',
    ],
    [
      '5. İlanlar ve ücretler',
      'Şirketler ilan vermek için ücret öder. İlan ücretleri iade edilmez.',
    ],
    [
      '6. Öneriler ve başvurular',
      'Bir kişiyi yalnızca onayıyla önerebilirsiniz. Bir kişinin bir ilana ilk önerisi geçerlidir.',
    ],
    [
      '7. Öneri ödülleri',
      'Öneri ödülleri yalnızca ilan sahibi işe alımı onayladıktan sonra, ödemeye dönüştürülebilen puan olarak verilir.',
    ],
    [
      '8. Ödemeler',
      'Ödemeler, kendi koşullarına tabi üçüncü taraf kart ve cüzdan sağlayıcıları üzerinden yapılır.',
    ],
    [
      '9. Kabul edilebilir kullanım',
      'Yanlış, hukuka aykırı veya yanıltıcı içerik yayınlamayın; platformu ve diğer kullanıcıların verilerini kötüye kullanmayın.',
    ],
    [
      '10. Askıya alma ve fesih',
      'Bu koşulları ihlal eden hesapları askıya alabilir veya kapatabiliriz. Hesabınızı istediğiniz zaman kapatabilirsiniz.',
    ],
    [
      '11. Sorumluluk',
      'Bu koşullar, yasanın sınırlanmasına izin vermediği sorumluluğu sınırlamaz. Aksi hâlde sorumluluğumuz son 12 ayda ödediğiniz ücretlerle sınırlıdır.',
    ],
    [
      '12. Uygulanacak hukuk',
      'Bu koşullar İngiltere ve Galler hukukuna tabidir ve İngiltere ve Galler mahkemeleri münhasır yetkilidir.',
    ],
  ],
};

export const PRIVACY_SECTIONS: Record<'en' | 'tr', readonly Section[]> = {
  en: [
    [
      '1. The data we collect',
      'Account details, profile and CV data, data about people you refer, payment and usage data.',
    ],
    [
      '2. How we use it',
      'To run the marketplace, process referrals and applications, pay rewards, keep the platform secure and meet legal duties.',
    ],
    [
      '3. Sharing',
      'With companies you apply or refer to, payment providers and service providers acting for us. We never sell personal data.',
    ],
    [
      '4. Retention',
      'We keep data only as long as needed for these purposes or as the law requires.',
    ],
    [
      '5. Your rights',
      'You may ask for access, correction, deletion, restriction or a copy of your data, and object to its use.',
    ],
    ['6. Contact', 'Write to us through the Contact Us page about any question on this policy.'],
  ],
  tr: [
    [
      '1. Topladığımız veriler',
      'Hesap bilgileri, profil ve özgeçmiş verileri, önerdiğiniz kişilere ait veriler, ödeme ve kullanım verileri.',
    ],
    [
      '2. Verileri nasıl kullanırız',
      'Pazaryerini işletmek, öneri ve başvuruları yürütmek, ödülleri ödemek, platformu güvende tutmak ve yasal yükümlülükleri yerine getirmek için.',
    ],
    [
      '3. Paylaşım',
      'Başvurduğunuz veya öneri yaptığınız şirketlerle, ödeme sağlayıcılarıyla ve bizim adımıza çalışan hizmet sağlayıcılarla. Kişisel verileri asla satmayız.',
    ],
    [
      '4. Saklama',
      'Verileri yalnızca bu amaçlar için gerektiği ya da yasanın öngördüğü süre boyunca saklarız.',
    ],
    [
      '5. Haklarınız',
      'Verilerinize erişim, düzeltme, silme, kısıtlama veya bir kopyasını isteyebilir ve kullanımına itiraz edebilirsiniz.',
    ],
    ['6. İletişim', 'Bu politikayla ilgili her soru için Bize Ulaşın sayfasından yazabilirsiniz.'],
  ],
};
