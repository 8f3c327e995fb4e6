import { defineArea } from './define-area.ts';

/** System pages: coming soon placeholders, not found, unauthorized, navigation errors. */
export const pages = defineArea({
  en: {
    comingSoon: {
      message: '{{page}}: this screen is coming soon.',
      hint: 'We are building this part of the product. Please check back shortly.',
      home: 'Go to home page',
    },
    notFound: {
      code: '404',
      title: 'Page Not Found',
      message: "The page you are looking for doesn't exist or has been moved.",
    },
    unauthorized: {
      code: '403',
      title: 'Unauthorized Access',
      message: "You don't have permission to access this page.",
    },
    routeError: {
      title: 'Something went wrong',
      message: 'This page could not be loaded. Please reload the page and try again.',
    },
  },
  tr: {
    comingSoon: {
      message: '{{page}}: bu ekran çok yakında hizmetinizde.',
      hint: 'Ürünün bu bölümü üzerinde çalışıyoruz. Lütfen kısa süre sonra tekrar göz atın.',
      home: 'Ana sayfaya git',
    },
    notFound: {
      code: '404',
      title: 'Sayfa Bulunamadı',
      message: 'Aradığınız sayfa mevcut değil veya taşınmış.',
    },
    unauthorized: {
      code: '403',
      title: 'Yetkisiz Erişim',
      message: 'Bu sayfaya erişim yetkiniz yok.',
    },
    routeError: {
      title: 'Bir şeyler ters gitti',
      message: 'Bu sayfa yüklenemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
    },
  },
});
