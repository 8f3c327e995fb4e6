import { defineArea } from './define-area.ts';

/**
 * Content pages: landing pages, FAQ, legal, about, how it works, contact. Page text comes from the
 * content service; the texts here are labels and the fallbacks shown when content is missing.
 */
export const content = defineArea({
  en: {
    loadError: 'This content could not be loaded. Please try again.',
    heroImageAlt: 'Illustration',
    sectionImageAlt: 'Illustration',
    landing: {
      recruiters: {
        header: 'Turn your network into referral rewards',
        subtext: 'Refer candidates you know to open jobs and earn a reward when they are hired.',
      },
      companies: {
        header: 'Hire through people who already know the talent',
        subtext: 'Post a job, set a referral reward and pay it only after you confirm a hire.',
      },
      candidates: {
        header: 'Find your next role, with a little help',
        subtext: 'Browse open jobs, apply in a few clicks and follow your application.',
      },
      searchTitle: 'Search open jobs',
    },
    faq: {
      header: 'Frequently Asked Questions',
      subtext: 'Pick a topic to see its questions.',
      topics: 'Topics',
      noGroups: 'There are no questions yet. Please check back soon.',
      noItems: 'There are no questions in this topic yet.',
    },
    legal: {
      termsTitle: 'Terms of Service',
      privacyTitle: 'Privacy Policy',
      contents: 'Contents',
    },
    about: {
      header: 'About us',
      subtext: 'We connect companies with the people who know great talent.',
      stats: 'Our numbers',
      testimonials: 'What our users say',
    },
    howItWorks: {
      header: 'How it works',
      tabs: {
        label: 'Who are you?',
        companies: 'For Companies',
        recruiters: 'For Recruiters',
        candidates: 'For Candidates',
      },
      stats: 'In numbers',
      process: 'The process',
      step: 'Step {{n}}',
    },
    contact: {
      header: 'Contact Us',
      subtext: 'Send us a message and our team will reply within one working day.',
      info: 'Contact information',
      social: 'Follow us',
      formTitle: 'Send us a message',
      firstname: 'First Name',
      lastname: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      phonePlaceholder: '+44 20 7946 0000',
      country: 'Country',
      city: 'City',
      company: 'Company',
      companySize: 'Company Size',
      companySizePlaceholder: 'Select company size',
      subject: 'Subject',
      subjectPlaceholder: 'Select a subject',
      message: 'Message',
      submit: 'Send Message',
      sending: 'Sending...',
      subjectRequired: 'Please select a subject',
      phoneInvalid: 'Please enter a valid phone number format',
      emailInvalid: 'Please enter a valid email format',
      success: 'Your message has been sent successfully!',
      error: 'An error occurred while sending your message. Please try again.',
      robot: 'Please verify that you are not a robot',
      successTitle: 'Success',
      errorTitle: 'Error',
      subjectsError: 'The subjects could not be loaded. Please try again.',
    },
    footer: {
      geonames:
        'City names from <geo>GeoNames</geo> (© GeoNames), licensed under <cc>CC BY 4.0</cc> and provided as is, without warranty. The data has been filtered and some names changed.',
    },
  },
  tr: {
    loadError: 'Bu içerik yüklenemedi. Lütfen tekrar deneyin.',
    heroImageAlt: 'Çizim',
    sectionImageAlt: 'Çizim',
    landing: {
      recruiters: {
        header: 'Çevrenizi öneri ödüllerine dönüştürün',
        subtext: 'Tanıdığınız adayları açık ilanlara önerin, işe alındıklarında ödül kazanın.',
      },
      companies: {
        header: 'Yeteneği zaten tanıyan insanlar aracılığıyla işe alın',
        subtext:
          'İlan verin, öneri ödülünü belirleyin ve yalnızca işe alımı onayladığınızda ödeyin.',
      },
      candidates: {
        header: 'Bir sonraki işinizi biraz yardımla bulun',
        subtext: 'Açık ilanlara göz atın, birkaç tıklamayla başvurun ve başvurunuzu takip edin.',
      },
      searchTitle: 'Açık ilanlarda arayın',
    },
    faq: {
      header: 'Sıkça Sorulan Sorular',
      subtext: 'Sorularını görmek için bir konu seçin.',
      topics: 'Konular',
      noGroups: 'Henüz soru yok. Lütfen kısa süre sonra tekrar bakın.',
      noItems: 'Bu konuda henüz soru yok.',
    },
    legal: {
      termsTitle: 'Kullanım Koşulları',
      privacyTitle: 'Gizlilik Politikası',
      contents: 'İçindekiler',
    },
    about: {
      header: 'Hakkımızda',
      subtext: 'Şirketleri, iyi yetenekleri tanıyan insanlarla buluşturuyoruz.',
      stats: 'Rakamlarla biz',
      testimonials: 'Kullanıcılarımız ne diyor',
    },
    howItWorks: {
      header: 'Nasıl çalışır',
      tabs: {
        label: 'Siz kimsiniz?',
        companies: 'Şirketler İçin',
        recruiters: 'İşe Alım Uzmanları İçin',
        candidates: 'Adaylar İçin',
      },
      stats: 'Rakamlarla',
      process: 'Süreç',
      step: '{{n}}. adım',
    },
    contact: {
      header: 'Bize Ulaşın',
      subtext: 'Bize mesaj gönderin, ekibimiz bir iş günü içinde yanıt versin.',
      info: 'İletişim bilgileri',
      social: 'Bizi takip edin',
      formTitle: 'Bize mesaj gönderin',
      firstname: 'Ad',
      lastname: 'Soyad',
      email: 'E-posta',
      phone: 'Telefon',
      phonePlaceholder: '+90 212 555 00 00',
      country: 'Ülke',
      city: 'Şehir',
      company: 'Şirket',
      companySize: 'Şirket Büyüklüğü',
      companySizePlaceholder: 'Şirket büyüklüğünü seçin',
      subject: 'Konu',
      subjectPlaceholder: 'Bir konu seçin',
      message: 'Mesaj',
      submit: 'Mesajı Gönder',
      sending: 'Gönderiliyor...',
      subjectRequired: 'Lütfen bir konu seçin',
      phoneInvalid: 'Lütfen geçerli bir telefon numarası girin',
      emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
      success: 'Mesajınız başarıyla gönderildi!',
      error: 'Mesajınız gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
      robot: 'Lütfen robot olmadığınızı doğrulayın',
      successTitle: 'Başarılı',
      errorTitle: 'Hata',
      subjectsError: 'Konular yüklenemedi. Lütfen tekrar deneyin.',
    },
    footer: {
      geonames:
        'Şehir adları <geo>GeoNames</geo> kaynağındandır (© GeoNames); <cc>CC BY 4.0</cc> lisansıyla ve hiçbir garanti verilmeden olduğu gibi sunulur. Veriler filtrelenmiş ve bazı adlar değiştirilmiştir.',
    },
  },
});
