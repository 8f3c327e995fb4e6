import { defineArea } from './define-area.ts';

/**
 * `errors.<code>` for every stable code of `ERROR_CODES` (src/shared/schemas/common.ts), plus the
 * client-side codes `timeout`, `network`, `invalid_response` and `unknown`, and the startup catalogue
 * of the spec.
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
    rateLimitedFor: 'The limit has been reached. You can try again {{time}}.',
    invalid_credentials: 'Invalid email or password.',
    email_not_confirmed: 'Please accept your email confirmation before you Login',
    account_inactive: 'Your account is not active. Please contact support.',
    email_taken: 'An account with this email already exists.',
    weak_password: 'This password is too easy to guess. Please choose another one.',
    wrong_password: 'The current password is incorrect.',
    payload_too_large: 'The file or request is too large.',
    bot_check_failed: 'Please verify that you are not a robot',
    internal: 'An unexpected error occurred. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again later.',
    timeout: 'Request timed out. Please check your connection and try again.',
    network: 'No response from server. Please check your connection and try again.',
    unknown: 'An error occurred, please try again later',
    invalid_response: 'No data returned from the server. Please try again.',
    loginFailed: 'Login failed',
    invalid_code: 'The code is wrong or no longer valid. Please check it, or ask for a new code.',
    code_expired: 'The code has expired. Please ask for a new code.',
    too_many_attempts: 'Too many wrong codes. Please ask for a new code.',
    linkedin_taken: 'This Linkedin Profile Already Registered!',
    company_taken: 'A company with this name is already registered.',
    oauth_failed: 'Sign-in with this provider failed. Please try again.',
    too_many_streams:
      'The app is open in too many tabs or windows. Close some of them and try again.',
    reward_above_maximum: 'The reward is above the maximum allowed for its currency.',
    cv_reader_busy: 'The CV reader is busy. Please try again in a moment.',
    guarantee_ended:
      'The guarantee period of this hire has ended and the reward is earned, so the hire can no longer be reversed.',
    own_company_job: 'You cannot refer or apply to a job of your own company.',
    bot_check_required:
      'Too many attempts on this account. Please complete the extra check to go on.',
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
    rateLimitedFor: 'Sınıra ulaşıldı. {{time}} yeniden deneyebilirsiniz.',
    invalid_credentials: 'E-posta adresi veya şifre hatalı.',
    email_not_confirmed: 'Giriş yapmadan önce lütfen e-posta adresinizi doğrulayın',
    account_inactive: 'Hesabınız aktif değil. Lütfen destek ekibiyle iletişime geçin.',
    email_taken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    weak_password: 'Bu şifre kolay tahmin edilir. Lütfen başka bir şifre seçin.',
    wrong_password: 'Mevcut şifre hatalı.',
    payload_too_large: 'Dosya veya istek çok büyük.',
    bot_check_failed: 'Lütfen robot olmadığınızı doğrulayın',
    internal: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
    timeout: 'İstek zaman aşımına uğradı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    network: 'Sunucudan yanıt alınamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    unknown: 'Bir hata oluştu, lütfen daha sonra tekrar deneyin',
    invalid_response: 'Sunucudan veri gelmedi. Lütfen tekrar deneyin.',
    loginFailed: 'Giriş başarısız',
    invalid_code:
      'Kod hatalı ya da artık geçerli değil. Lütfen kontrol edin ya da yeni bir kod isteyin.',
    code_expired: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
    too_many_attempts: 'Çok fazla hatalı kod girildi. Lütfen yeni bir kod isteyin.',
    linkedin_taken: 'Bu LinkedIn profili zaten kayıtlı!',
    company_taken: 'Bu adla kayıtlı bir şirket zaten var.',
    oauth_failed: 'Bu sağlayıcıyla giriş yapılamadı. Lütfen tekrar deneyin.',
    too_many_streams:
      'Uygulama çok fazla sekmede veya pencerede açık. Bazılarını kapatıp tekrar deneyin.',
    reward_above_maximum: 'Ödül, para biriminin izin verilen üst sınırını aşıyor.',
    cv_reader_busy: 'Özgeçmiş okuyucu şu anda meşgul. Lütfen biraz sonra tekrar deneyin.',
    guarantee_ended:
      'Bu işe alımın garanti süresi doldu ve ödül kazanıldı; işe alım artık geri alınamaz.',
    own_company_job: 'Kendi şirketinizin ilanına aday öneremez veya başvuramazsınız.',
    bot_check_required:
      'Bu hesapta çok fazla deneme yapıldı. Devam etmek için ek doğrulamayı tamamlayın.',
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
