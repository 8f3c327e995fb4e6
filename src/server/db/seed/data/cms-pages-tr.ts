import { list, type SeedContent } from './cms-types.ts';

const IMG = '/img/content';

const how = (
  tagGroup: string,
  page: {
    header: string;
    subtext: string;
    stats: [string, string, string][];
    sectionHeader: string;
    sectionSubtext: string;
    steps: [string, string, string][];
  },
): SeedContent[] => [
  { pagePath: '/how-it-works', tagGroup, tag: 'header', htmlContent: page.header },
  { pagePath: '/how-it-works', tagGroup, tag: 'header_subtext', htmlContent: page.subtext },
  { pagePath: '/how-it-works', tagGroup, tag: 'hero_img', filePath: `${IMG}/hero-${tagGroup}.svg` },
  { pagePath: '/how-it-works', tagGroup, tag: 'client_stats', listContent: list(page.stats) },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_header', htmlContent: page.sectionHeader },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_header_subtext', htmlContent: page.sectionSubtext },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_list', listContent: list(page.steps) },
];

/** SSS, hakkımızda, nasıl çalışır, iletişim ve alt bilgi metinleri (Türkçe). */
export const PAGES_TR: SeedContent[] = [
  { pagePath: '/faq', tagGroup: '', tag: 'header', htmlContent: 'Sıkça Sorulan Sorular' },
  {
    pagePath: '/faq',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent: '<p>Öneriler, ödüller, ilanlar ve hesabınız hakkında yanıtlar. Sorularını görmek için bir konu seçin.</p>',
  },

  { pagePath: '/about-us', tagGroup: '', tag: 'header', htmlContent: 'Şirketleri, iyi yetenekleri tanıyan insanlarla buluşturuyoruz' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent:
      '<p>Referral Marketplace, en iyi işe alımların kişisel tavsiyelerden geldiğini gören ve tavsiyede bulunan herkesin adil biçimde ödüllendirilmesini isteyen işe alım uzmanları ile mühendisler tarafından Londra’da kuruldu.</p>',
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'hero_img', filePath: `${IMG}/about-hero.svg` },
  { pagePath: '/about-us', tagGroup: '', tag: 'section_header', htmlContent: 'Değerlerimiz' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'section_header_subtext',
    htmlContent: '<p>Ürünü nasıl geliştirdiğimizi ve şirketler, işe alım uzmanları ve adaylarla nasıl çalıştığımızı dört ilke belirler.</p>',
  },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'section_list',
    listContent: list([
      ['Adil ödüller', '<p>Ödül, öneri yapılmadan önce belirlenir ve işe alım onaylandığında ödenir. Gizli koşul yoktur.</p>', 'pi pi-wallet'],
      ['Önce adaylar', '<p>Kişiler onaylarıyla önerilir ve başvurularına ne olduğunu her zaman görürler.</p>', 'pi pi-user'],
      ['Şeffaflık', '<p>Her durum değişikliği kaydedilir; şirketler, işe alım uzmanları ve adaylar aynı tabloyu görür.</p>', 'pi pi-eye'],
      ['Tasarımdan gizlilik', '<p>Yalnızca işe alım için gerekeni toplar, kişisel verileri mevzuatın gerektirdiği şekilde koruruz.</p>', 'pi pi-lock'],
    ]),
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'section_img', filePath: `${IMG}/about-values.svg` },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'client_stats',
    listContent: list([
      ['1.200+', 'işe alım yapan şirket', 'pi pi-building'],
      ['8.500+', 'öneri yapan işe alım uzmanı', 'pi pi-users'],
      ['46', 'açık ilan bulunan ülke', 'pi pi-globe'],
      ['2,1 milyon £', 'ödenen ödül', 'pi pi-wallet'],
    ]),
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'testimonials_header', htmlContent: 'Kullanıcılarımız ne diyor' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'testimonials',
    listContent: list([
      ['Elif Kaya, Northwind Lojistik Yetenek Ortağı', '<p>Altı haftada üç mühendislik pozisyonunu doldurduk. Her aday, onunla çalışmış birinin notuyla geldi.</p>'],
      ['James Whitfield, Bağımsız İşe Alım Uzmanı', '<p>Hangi önerilerimin ilerlediğini ve ödülümün ne zaman geleceğini nihayet görebiliyorum. Ödemeler zamanında geliyor.</p>'],
      ['Ayşe Demir, Veri Analisti', '<p>Eski bir iş arkadaşım beni önerdi ve sürecin her adımını takip edebildim. Yeni işime geçen ay başladım.</p>'],
      ['Marco Rossi, Brightline İnsan Kaynakları Direktörü', '<p>Yalnızca onaylanan işe alımlar için ödemek kararı kolaylaştırdı. Önerilerin kalitesi denediğimiz tüm ilan sitelerinden iyiydi.</p>'],
      ['Priya Nair, İşe Alım Danışmanı', '<p>Öneri yapmak hızlı, mükerrer öneri kuralları net ve bir adayı ilk kimin önerdiği konusunda hiç tartışmıyorum.</p>'],
      ['Can Yılmaz, Ürün Tasarımcısı', '<p>Net maaş aralıkları ve dürüst ilan metinleri. İki pozisyona başvurdum, ikisinden de bir hafta içinde dönüş aldım.</p>'],
    ]),
  },

  ...how('companies', {
    header: 'Şirketler için nasıl çalışır',
    subtext: '<p>İlan verin, ödülü belirleyin ve güvendiğiniz kişilerin önerdiği adayları işe alın.</p>',
    stats: [
      ['18 gün', 'ilk mülakata kadar ortalama süre', 'pi pi-clock'],
      ['4,6 / 5', 'işe alım yöneticilerinin ortalama puanı', 'pi pi-star'],
      ['%62', 'önerilen adayların mülakata kalma oranı', 'pi pi-chart-line'],
    ],
    sectionHeader: 'İlandan işe alıma dört adım',
    sectionSubtext: '<p>Süreç sizin kontrolünüzdedir; ödül yalnızca onaylanan bir işe alımdan sonra ödenir.</p>',
    steps: [
      ['Şirket hesabınızı oluşturun', '<p>İş e-postanızla kaydolun, şirket bilgilerinizi ve logonuzu ekleyin.</p>', 'pi pi-building'],
      ['İlan verin ve ödülü belirleyin', '<p>Pozisyonu, konumu ve maaş aralığını tanımlayın, öneri ödülünü seçin ve ilan ücretini ödeyin.</p>', 'pi pi-file-edit'],
      ['Önerilen adayları inceleyin', '<p>İşe alım uzmanları ve adaylar öneri ve başvuru yapar; özgeçmişleri inceleyip adayları sürecinizde ilerletin.</p>', 'pi pi-users'],
      ['İşe alımı onaylayın', '<p>İşe alımı onayladığınızda öneren kişi ödülünü alır ve ilan kapatılabilir.</p>', 'pi pi-check-circle'],
    ],
  }),
  ...how('recruiters', {
    header: 'İşe alım uzmanları için nasıl çalışır',
    subtext: '<p>Doğru kişileri açık ilanlara önerin, işe alındıklarında ödülü kazanın.</p>',
    stats: [
      ['1.850 £', 'işe alım başına ortalama ödül', 'pi pi-wallet'],
      ['8.500+', 'platformdaki işe alım uzmanı', 'pi pi-users'],
      ['7 gün', 'onaydan sonra olağan ödeme süresi', 'pi pi-send'],
    ],
    sectionHeader: 'İlk ödülünüze dört adım',
    sectionSubtext: '<p>Öneri yapmak, takip etmek ve ödeme almak için gereken her şey tek yerde.</p>',
    steps: [
      ['İşe alım uzmanı olarak kaydolun', '<p>LinkedIn profilinizle hesabınızı oluşturun ve ödemeler için banka bilgilerinizi ekleyin.</p>', 'pi pi-user-plus'],
      ['Uygun bir ilan bulun', '<p>Açık ilanları ülkeye ve anahtar kelimeye göre arayın; her ilan ödülünü baştan gösterir.</p>', 'pi pi-search'],
      ['Adayınızı önerin', '<p>Adayı onayıyla ekleyin, özgeçmişini iliştirin ve öneriyi gönderin.</p>', 'pi pi-send'],
      ['Ödülünüzü kazanın', '<p>Her önerinin durumunu izleyin; şirket işe alımı onayladığında ödül sizindir.</p>', 'pi pi-wallet'],
    ],
  }),
  ...how('candidates', {
    header: 'Adaylar için nasıl çalışır',
    subtext: '<p>Açık ilanları bulun, dakikalar içinde başvurun ve başvurunuzun nerede olduğunu her zaman bilin.</p>',
    stats: [
      ['3.400+', 'şu anda açık ilan', 'pi pi-briefcase'],
      ['46', 'ülke', 'pi pi-globe'],
      ['0', 'adaylardan alınan ücret', 'pi pi-heart'],
    ],
    sectionHeader: 'Yeni işinize dört adım',
    sectionSubtext: '<p>Kendiniz başvurun ya da işinizi bilen biri tarafından önerilin.</p>',
    steps: [
      ['Profilinizi oluşturun', '<p>E-posta, Google veya LinkedIn hesabınızla ücretsiz kaydolun.</p>', 'pi pi-user'],
      ['Açık ilanları arayın', '<p>Size uygun pozisyonları ülke, anahtar kelime, çalışma şekli ve modeline göre filtreleyin.</p>', 'pi pi-search'],
      ['Özgeçmişinizle başvurun', '<p>Kayıtlı özgeçmişinizi ekleyin ya da yenisini yükleyin ve şirkete kısa bir not yazın.</p>', 'pi pi-file'],
      ['Başvurunuzu takip edin', '<p>Ön değerlendirmeden teklife her adımı görün, bir şey değiştiğinde bildirim alın.</p>', 'pi pi-bell'],
    ],
  }),

  { pagePath: '/contact-us', tagGroup: '', tag: 'header', htmlContent: 'Bize ulaşın' },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent: '<p>İşe alım, öneriler veya hesabınız hakkında sorunuz mu var? Bize mesaj gönderin, ekibimiz bir iş günü içinde yanıt versin.</p>',
  },
  { pagePath: '/contact-us', tagGroup: '', tag: 'hero_img', filePath: `${IMG}/contact.svg` },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'contact_info',
    listContent: list([
      ['Telefon', '<p><a href="tel:+442079460000">+44 20 7946 0000</a></p>', 'pi pi-phone'],
      ['E-posta', '<p><a href="mailto:hello@referral-marketplace.example">hello@referral-marketplace.example</a></p>', 'pi pi-envelope'],
      ['Adres', '<p>Referral Marketplace Ltd<br>71 Shoreditch High Street<br>Londra E1 6JJ, Birleşik Krallık</p>', 'pi pi-map-marker'],
    ]),
  },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'social_links',
    listContent: list([
      ['LinkedIn', 'https://www.linkedin.com/', 'pi pi-linkedin'],
      ['X', 'https://x.com/', 'pi pi-twitter'],
      ['Instagram', 'https://www.instagram.com/', 'pi pi-instagram'],
      ['YouTube', 'https://www.youtube.com/', 'pi pi-youtube'],
    ]),
  },

  { pagePath: '/footer', tagGroup: '', tag: 'contact_phone', htmlContent: '+44 20 7946 0000' },
  { pagePath: '/footer', tagGroup: '', tag: 'contact_email', htmlContent: 'hello@referral-marketplace.example' },

];
