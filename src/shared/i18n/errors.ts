import { defineArea } from './define-area.ts';

/**
 * `errors.<code>` for every stable code of `ERROR_CODES` (src/shared/schemas/common.ts), plus the
 * client-side codes `timeout`, `network` and `unknown`, and the startup catalogue of the spec.
 */
export const errors = defineArea({
  en: {
    validation_failed: 'Please check the highlighted fields.',
    unauthorized: 'Please log in to continue.',
    token_expired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The requested item was not found.',
    conflict: 'This change conflicts with existing data. Please refresh and try again.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    invalid_credentials: 'Invalid email or password.',
    email_not_confirmed: 'Please accept your email confirmation before you Login',
    account_inactive: 'Your account is not active. Please contact support.',
    email_taken: 'An account with this email already exists.',
    weak_password: 'This password is too weak.',
    wrong_password: 'The current password is incorrect.',
    payload_too_large: 'The file or request is too large.',
    internal: 'An unexpected error occurred. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again later.',
    timeout: 'Request timed out. Please check your connection and try again.',
    network: 'No response from server. Please check your connection and try again.',
    unknown: 'An error occurred, please try again later',
    loginFailed: 'Login failed',
    startup: {
      notFound: 'Server resource not found (404). Please contact support.',
      serverError: 'Server error (500). Please try again later or contact support.',
      otherStatus: 'Server error ({{status}}). Please check your connection and try again.',
      noResponse: 'No response from server. Please check your connection and try again.',
      failedToLoad: 'Failed to load required data. Please check your connection and try again.',
      unexpected: 'An unexpected error occurred. Please check your connection and try again.',
      timeout: 'Request timed out. Please check your connection and try again.',
      maxRetries: 'Maximum retry attempts reached. Please contact support or try again later.',
    },
  },
  tr: {
    validation_failed: 'Lütfen işaretli alanları kontrol edin.',
    unauthorized: 'Devam etmek için lütfen giriş yapın.',
    token_expired: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    not_found: 'İstenen kayıt bulunamadı.',
    conflict: 'Bu değişiklik mevcut verilerle çakışıyor. Lütfen sayfayı yenileyip tekrar deneyin.',
    rate_limited: 'Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.',
    invalid_credentials: 'E-posta adresi veya şifre hatalı.',
    email_not_confirmed: 'Giriş yapmadan önce lütfen e-posta adresinizi doğrulayın',
    account_inactive: 'Hesabınız aktif değil. Lütfen destek ekibiyle iletişime geçin.',
    email_taken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    weak_password: 'Bu şifre çok zayıf.',
    wrong_password: 'Mevcut şifre hatalı.',
    payload_too_large: 'Dosya veya istek çok büyük.',
    internal: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
    timeout: 'İstek zaman aşımına uğradı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    network: 'Sunucudan yanıt alınamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    unknown: 'Bir hata oluştu, lütfen daha sonra tekrar deneyin',
    loginFailed: 'Giriş başarısız',
    startup: {
      notFound: 'Sunucu kaynağı bulunamadı (404). Lütfen destek ekibiyle iletişime geçin.',
      serverError:
        'Sunucu hatası (500). Lütfen daha sonra tekrar deneyin veya destek ekibiyle iletişime geçin.',
      otherStatus: 'Sunucu hatası ({{status}}). Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      noResponse: 'Sunucudan yanıt alınamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      failedToLoad: 'Gerekli veriler yüklenemedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      unexpected: 'Beklenmeyen bir hata oluştu. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      timeout: 'İstek zaman aşımına uğradı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      maxRetries:
        'Azami deneme sayısına ulaşıldı. Lütfen destek ekibiyle iletişime geçin veya daha sonra tekrar deneyin.',
    },
  },
});
