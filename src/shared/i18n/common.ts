import { defineArea } from './define-area.ts';

export const common = defineArea({
  en: {
    appName: 'Referral Marketplace',
    pageTitle: '{{page}} · {{app}}',
    loading: 'Loading...',
    goBack: 'Go Back',
    back: 'Back',
    goHome: 'Go to home page',
    close: 'Close',
    tryAgain: 'Try Again',
    /** The title of an error toast (the spec's 'Error'). */
    errorTitle: 'Error',
    reload: 'Reload page',
    skipToContent: 'Skip to main content',
    language: 'Language',
    languages: { en: 'English', tr: 'Türkçe' },
    /** A list's total that is PostgreSQL's estimate (a very large list): "About 990,000 candidates". */
    aboutTotal: 'About {{total}}',
  },
  tr: {
    appName: 'Referral Marketplace',
    pageTitle: '{{page}} · {{app}}',
    loading: 'Yükleniyor...',
    goBack: 'Geri Dön',
    back: 'Geri',
    goHome: 'Ana sayfaya git',
    close: 'Kapat',
    tryAgain: 'Tekrar Dene',
    errorTitle: 'Hata',
    reload: 'Sayfayı yenile',
    skipToContent: 'Ana içeriğe geç',
    language: 'Dil',
    languages: { en: 'English', tr: 'Türkçe' },
    aboutTotal: 'Yaklaşık {{total}}',
  },
});
