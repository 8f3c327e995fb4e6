type Group = { definition: string; items: [string, string][] };

/** FAQ groups and their questions, in order (order_id follows the position). */
export const FAQ: Record<'en' | 'tr', Group[]> = {
  en: [
    {
      definition: 'General',
      items: [
        ['What is Referral Marketplace?', '<p>An online marketplace where companies post jobs with a referral reward, recruiters refer candidates they know and candidates apply directly. The referrer earns the reward when the company confirms the hire.</p>'],
        ['Who can use the platform?', '<p>Companies that are hiring, independent recruiters and hiring teams, and job seekers. Everyone must be at least 18 years old.</p>'],
        ['Is the platform available in my language?', '<p>The interface is available in English and Turkish. Switch the language from the top bar at any time.</p>'],
        ['How do I contact support?', '<p>Use the <a href="/contact-us">Contact Us</a> form. Our team replies within one working day.</p>'],
      ],
    },
    {
      definition: 'Referrals and rewards',
      items: [
        ['How do I refer a candidate?', '<p>Open a job, press <strong>Refer</strong>, enter the candidate’s details or pick an existing candidate, attach their CV, accept the terms and send. You need the candidate’s consent before referring them.</p>'],
        ['When is a referral reward paid?', '<p>Only after the company that posted the job confirms that your candidate was hired. The reward is then credited to your point history and paid out to your bank account.</p>'],
        ['What if someone else already referred the same person?', '<p>The first referral of a person (matched by e-mail or LinkedIn profile) to a job is the one that counts. A later referral of the same person to the same job is refused with the message that the candidate has already been referred.</p>'],
        ['Can I refer the same candidate to several jobs?', '<p>Yes. Each job is a separate referral, and each one can earn its own reward.</p>'],
      ],
    },
    {
      definition: 'For companies',
      items: [
        ['How much does it cost to post a job?', '<p>Each job has a posting fee shown before you pay. Posting fees are non-refundable. The referral reward is paid only when you confirm a hire.</p>'],
        ['How do I pay?', '<p>Payments go through our third-party card and wallet providers. We never store your full card number.</p>'],
        ['Can I pause or close a job?', '<p>Yes. From your dashboard you can pause a job, close it or mark it as filled. Only open jobs are shown to the public.</p>'],
        ['Who sees the candidates I receive?', '<p>Only the members of your company who are responsible for the job, and our staff when they help you.</p>'],
      ],
    },
    {
      definition: 'Account and privacy',
      items: [
        ['I did not receive my confirmation e-mail. What should I do?', '<p>Check your spam folder first. You can request a new code from the e-mail confirmation page; codes can be resent every 60 seconds.</p>'],
        ['How do I reset my password?', '<p>Choose <strong>Forgot password?</strong> on the login page, enter your e-mail and follow the link or code we send you.</p>'],
        ['How is my personal data used?', '<p>We use your data only to run the service, as described in our <a href="/privacy-policy">Privacy Policy</a>. You can ask for a copy or deletion of your data at any time.</p>'],
        ['Can I delete my account?', '<p>Yes. Send a request through the contact form and we will delete your account and the data we do not have to keep by law.</p>'],
      ],
    },
  ],
  tr: [
    {
      definition: 'Genel',
      items: [
        ['Referral Marketplace nedir?', '<p>Şirketlerin öneri ödüllü ilanlar verdiği, işe alım uzmanlarının tanıdıkları adayları önerdiği ve adayların doğrudan başvurduğu bir çevrim içi pazaryeridir. Şirket işe alımı onayladığında öneren kişi ödülü kazanır.</p>'],
        ['Platformu kimler kullanabilir?', '<p>İşe alım yapan şirketler, bağımsız işe alım uzmanları ve işe alım ekipleri ile iş arayanlar. Herkesin en az 18 yaşında olması gerekir.</p>'],
        ['Platform benim dilimde kullanılabilir mi?', '<p>Arayüz İngilizce ve Türkçe olarak sunulur. Dili üst çubuktan istediğiniz zaman değiştirebilirsiniz.</p>'],
        ['Destek ekibine nasıl ulaşırım?', '<p><a href="/contact-us">Bize Ulaşın</a> formunu kullanın. Ekibimiz bir iş günü içinde yanıt verir.</p>'],
      ],
    },
    {
      definition: 'Öneriler ve ödüller',
      items: [
        ['Bir adayı nasıl öneririm?', '<p>Bir ilanı açın, <strong>Öner</strong> düğmesine basın, adayın bilgilerini girin ya da mevcut bir adayı seçin, özgeçmişini ekleyin, koşulları kabul edin ve gönderin. Öneriden önce adayın onayını almanız gerekir.</p>'],
        ['Öneri ödülü ne zaman ödenir?', '<p>Yalnızca ilanı veren şirket adayınızın işe alındığını onayladıktan sonra. Ödül puan geçmişinize eklenir ve banka hesabınıza ödenir.</p>'],
        ['Aynı kişiyi başka biri daha önce önerdiyse ne olur?', '<p>Bir kişinin (e-posta veya LinkedIn profiliyle eşleşen) bir ilana ilk önerisi geçerlidir. Aynı kişinin aynı ilana sonraki önerisi, adayın zaten önerildiği mesajıyla reddedilir.</p>'],
        ['Aynı adayı birden fazla ilana önerebilir miyim?', '<p>Evet. Her ilan ayrı bir öneridir ve her biri kendi ödülünü kazandırabilir.</p>'],
      ],
    },
    {
      definition: 'Şirketler için',
      items: [
        ['İlan vermenin ücreti nedir?', '<p>Her ilanın, ödemeden önce gösterilen bir yayın ücreti vardır. İlan ücretleri iade edilmez. Öneri ödülü yalnızca işe alımı onayladığınızda ödenir.</p>'],
        ['Nasıl ödeme yaparım?', '<p>Ödemeler, üçüncü taraf kart ve dijital cüzdan sağlayıcılarımız üzerinden yapılır. Kart numaranızın tamamını hiçbir zaman saklamayız.</p>'],
        ['Bir ilanı duraklatabilir veya kapatabilir miyim?', '<p>Evet. Panelinizden ilanı duraklatabilir, kapatabilir ya da dolduruldu olarak işaretleyebilirsiniz. Yalnızca açık ilanlar herkese gösterilir.</p>'],
        ['Aldığım adayları kimler görür?', '<p>Yalnızca şirketinizde ilandan sorumlu üyeler ve size yardım ettiklerinde ekibimiz.</p>'],
      ],
    },
    {
      definition: 'Hesap ve gizlilik',
      items: [
        ['Doğrulama e-postam gelmedi. Ne yapmalıyım?', '<p>Önce gereksiz (spam) klasörünüzü kontrol edin. E-posta doğrulama sayfasından yeni kod isteyebilirsiniz; kod 60 saniyede bir yeniden gönderilebilir.</p>'],
        ['Şifremi nasıl sıfırlarım?', '<p>Giriş sayfasında <strong>Şifremi unuttum</strong> seçeneğini seçin, e-posta adresinizi girin ve gönderdiğimiz bağlantıyı veya kodu kullanın.</p>'],
        ['Kişisel verilerim nasıl kullanılır?', '<p>Verilerinizi yalnızca hizmeti sunmak için, <a href="/privacy-policy">Gizlilik Politikamızda</a> açıklandığı şekilde kullanırız. Verilerinizin bir kopyasını veya silinmesini her zaman isteyebilirsiniz.</p>'],
        ['Hesabımı silebilir miyim?', '<p>Evet. İletişim formu üzerinden talepte bulunun; hesabınızı ve yasal olarak saklamak zorunda olmadığımız verileri sileriz.</p>'],
      ],
    },
  ],
};
