import { defineArea } from './define-area.ts';

/** System pages: not found, unauthorized, navigation errors. */
export const pages = defineArea({
  en: {
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
