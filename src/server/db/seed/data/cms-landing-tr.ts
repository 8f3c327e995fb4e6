import { landing, type SeedContent } from './cms-types.ts';

const IMG = '/img/content';

/** Ana sayfa ('' etiket grubu) ve üç tanıtım sayfası (recruiters, companies, candidates). */
export const LANDING_TR: SeedContent[] = [
  ...landing('/', '', {
    header: 'Yetenek önerin. İşe girin. <strong>Ödül kazanın.</strong>',
    subtext:
      '<p>İyi önerilere ödül ödeyen şirketlerin açık ilanları. Ülkeye ve anahtar kelimeye göre arayın, tanıdığınız birini önerin ya da kendiniz başvurun.</p>',
    heroImg: `${IMG}/hero-home.svg`,
    sectionHeader: 'Güvendiğiniz insanlar işin içinde olduğunda işe alım daha iyi işler',
    sectionSubtext:
      '<p>Platformdaki her ilanın baştan belirlenmiş bir ödülü vardır; şirket işe alımı onayladığında ödenir.</p>',
    sectionList: [
      ['Ödülü baştan görün', '<p>Her ilan, kimseyi önermeden önce öneri ödülünü gösterir.</p>', 'pi pi-wallet'],
      ['Gerçek şirketler, açık pozisyonlar', '<p>Yalnızca açık ve ücreti ödenmiş ilanlar listelenir; her pozisyon gerçekten işe alım yapıyor.</p>', 'pi pi-briefcase'],
      ['Her adımı takip edin', '<p>Her önerinin veya başvurunun ön değerlendirmeden teklife kadar nerede olduğunu görün.</p>', 'pi pi-chart-line'],
      ['İşe alım onaylanınca ödeme', '<p>Şirket işe alımı onayladığı anda ödül puan olarak hesabınıza geçer.</p>', 'pi pi-check-circle'],
    ],
    sectionImg: `${IMG}/section-home.svg`,
  }),
  ...landing('/', 'recruiters', {
    header: 'Çevrenizi <strong>öneri ödüllerine</strong> dönüştürün',
    subtext:
      '<p>Tanıdığınız adayları sabit ödüllü ilanlara önerin. Her öneriyi takip edin, şirket işe alımı onayladığında ödülünüzü alın.</p>',
    heroImg: `${IMG}/hero-recruiters.svg`,
    sectionHeader: 'Bağımsız işe alım uzmanları ve işe alım ekipleri için',
    sectionSubtext:
      '<p>Zamanınızı doğru kişiyi doğru pozisyonla buluşturmaya ayırın. İlanları, takibi ve ödemeleri biz üstleniriz.</p>',
    sectionList: [
      ['Bir dakikada öneri', '<p>Yeni bir aday ekleyin ya da kayıtlı listenizden seçin, özgeçmişi ekleyip gönderin.</p>', 'pi pi-send'],
      ['Mükerrer öneri tartışması yok', '<p>Bir kişinin bir ilana ilk önerisi geçerlidir ve bunu hemen görürsünüz.</p>', 'pi pi-shield'],
      ['Puanlar ödemeye dönüşür', '<p>Ödüller geçmişinize puan olarak düşer ve banka hesabınıza ödenir.</p>', 'pi pi-wallet'],
      ['İzlenebilir bir süreç', '<p>Ön değerlendirme, mülakatlar, teklif ve işe alım: her durum değişikliğini görürsünüz.</p>', 'pi pi-sitemap'],
    ],
    sectionImg: `${IMG}/section-recruiters.svg`,
  }),
  ...landing('/', 'companies', {
    header: 'Yeteneği <strong>zaten tanıyan insanlar</strong> aracılığıyla işe alın',
    subtext:
      '<p>İlan verin, öneri ödülünü belirleyin; işe alım uzmanlarından ve iş arayanlardan aday alın. Ödülü yalnızca işe alımı onayladıktan sonra ödersiniz.</p>',
    heroImg: `${IMG}/hero-companies.svg`,
    sectionHeader: 'Öneriyle işe alım için ihtiyacınız olan her şey',
    sectionSubtext:
      '<p>Pozisyonları yayınlamak, adayları incelemek ve sürecinizde ilerletmek için tek bir yer.</p>',
    sectionList: [
      ['Dakikalar içinde yayında', '<p>Pozisyonu tanımlayın, konumu ve ödülü seçin, ilan ücretini ödeyin ve yayına alın.</p>', 'pi pi-file-edit'],
      ['Bağlamıyla gelen adaylar', '<p>Her öneri; özgeçmiş, LinkedIn profili ve adayı tanıyan kişinin notuyla gelir.</p>', 'pi pi-id-card'],
      ['Sizin süreciniz, sizin durumlarınız', '<p>Başvuruları ön değerlendirmeden teklife taşıyın, her adımın geçmişini saklayın.</p>', 'pi pi-list-check'],
      ['Sonuç için ödeyin', '<p>Öneri ödülü yalnızca bir adayın işe alındığını onayladığınızda ödenir.</p>', 'pi pi-verified'],
    ],
    sectionImg: `${IMG}/section-companies.svg`,
  }),
  ...landing('/', 'candidates', {
    header: 'Bir sonraki işinizi <strong>biraz yardımla</strong> bulun',
    subtext:
      '<p>Şu anda işe alım yapan şirketlerin açık ilanlarına göz atın, birkaç tıklamayla başvurun ve başvurunuzu baştan sona takip edin.</p>',
    heroImg: `${IMG}/hero-candidates.svg`,
    sectionHeader: 'Tahmin yürütmeden iş arayın',
    sectionSubtext: '<p>Açık ilan bilgileri, dürüst maaş aralıkları ve her an kontrol edebileceğiniz bir durum.</p>',
    sectionList: [
      ['Düşündüğünüz gibi arayın', '<p>Ülkeye, anahtar kelimeye, çalışma şekline, çalışma modeline ve ilan tarihine göre filtreleyin.</p>', 'pi pi-search'],
      ['Kayıtlı özgeçmişinizle başvurun', '<p>Özgeçmişinizi bir kez yükleyip tekrar kullanın ya da bir pozisyon için yenisini ekleyin.</p>', 'pi pi-file'],
      ['Nerede olduğunuzu bilin', '<p>Başvurunuzun ön değerlendirmeden son karara kadar her adımını görün.</p>', 'pi pi-eye'],
      ['Adaylar için ücretsiz', '<p>Hesap açmak, başvurmak ve önerilmek size hiçbir zaman ücret çıkarmaz.</p>', 'pi pi-heart'],
    ],
    sectionImg: `${IMG}/section-candidates.svg`,
  }),
];
