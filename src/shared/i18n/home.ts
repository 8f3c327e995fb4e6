import { defineArea } from './define-area.ts';

/** Home page: hero, search, carousel of open jobs, lower section (content-service fallbacks). */
export const home = defineArea({
  en: {
    title: 'Home',
    heroHeading: 'Refer talent. Get hired. Earn rewards.',
    heroSubtext:
      'Browse open jobs from companies around the world, refer the people you know or apply yourself.',
    heroImageAlt: 'People working together',
    latestJobs: 'Open Jobs',
    carouselLabel: 'Open jobs',
    noJobs: 'No Active Job Openings',
    sectionHeader: 'How it works',
    sectionSubtext: 'Three steps from a job you like to a reward.',
    sectionImageAlt: 'Illustration of the referral process',
    steps: {
      one: 'Find a job',
      oneText: 'Search open jobs by country and keyword.',
      two: 'Refer or apply',
      twoText: 'Refer a candidate you know, or apply yourself.',
      three: 'Earn your reward',
      threeText: 'When the company confirms a hire, the reward is yours.',
    },
  },
  tr: {
    title: 'Ana Sayfa',
    heroHeading: 'Yetenek öner. İşe gir. Ödül kazan.',
    heroSubtext:
      'Dünyanın dört bir yanındaki şirketlerin açık işlerine göz atın, tanıdığınız kişileri önerin veya kendiniz başvurun.',
    heroImageAlt: 'Birlikte çalışan insanlar',
    latestJobs: 'Açık İşler',
    carouselLabel: 'Açık işler',
    noJobs: 'Aktif İş İlanı Yok',
    sectionHeader: 'Nasıl çalışır',
    sectionSubtext: 'Beğendiğiniz bir işten ödüle üç adım.',
    sectionImageAlt: 'Öneri sürecinin çizimi',
    steps: {
      one: 'Bir iş bulun',
      oneText: 'Açık işleri ülkeye ve anahtar kelimeye göre arayın.',
      two: 'Önerin veya başvurun',
      twoText: 'Tanıdığınız bir adayı önerin ya da kendiniz başvurun.',
      three: 'Ödülünüzü kazanın',
      threeText: 'Şirket işe alımı onayladığında ödül sizindir.',
    },
  },
});
