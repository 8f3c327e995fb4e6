import { defineArea } from './define-area.ts';

/** Login page and the session start-up (splash) screen. */
export const auth = defineArea({
  en: {
    login: {
      title: 'Login',
      subtitle: 'Welcome back. Log in to refer candidates, apply to jobs and follow your rewards.',
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      password: 'Password',
      submit: 'Login',
      submitting: 'Logging in...',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      createAccount: 'Create an account',
      confirmEmail: 'Confirm your email',
      backHome: 'Back to home',
      asideTitle: 'Great hires start with a referral',
      asideText:
        'Recommend people you trust, track every application and earn a reward when the hire is confirmed.',
    },
    splash: {
      welcomeBack: 'welcome back {{name}}',
      restoring: 'Restoring your session',
      signOut: 'Logout',
    },
  },
  tr: {
    login: {
      title: 'Giriş Yap',
      subtitle:
        'Tekrar hoş geldiniz. Aday önermek, ilanlara başvurmak ve ödüllerinizi takip etmek için giriş yapın.',
      email: 'E-posta',
      emailPlaceholder: 'siz@ornek.com',
      password: 'Şifre',
      submit: 'Giriş Yap',
      submitting: 'Giriş yapılıyor...',
      forgotPassword: 'Şifrenizi mi unuttunuz?',
      noAccount: 'Hesabınız yok mu?',
      createAccount: 'Hesap oluşturun',
      confirmEmail: 'E-posta adresinizi doğrulayın',
      backHome: 'Ana sayfaya dön',
      asideTitle: 'İyi işe alımlar bir öneriyle başlar',
      asideText:
        'Güvendiğiniz kişileri önerin, her başvuruyu takip edin ve işe alım onaylandığında ödülünüzü kazanın.',
    },
    splash: {
      welcomeBack: 'tekrar hoş geldiniz {{name}}',
      restoring: 'Oturumunuz yükleniyor',
      signOut: 'Çıkış Yap',
    },
  },
});
