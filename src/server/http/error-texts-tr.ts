/**
 * The Turkish of every text the server sends as `message` or `details[].message` of an error
 * answer, gettext style: the English text is the id (docs/decisions/14-careful-user.md). `{{name}}`
 * parts are filled in after translation (`serverText` of errors.ts). The error handler translates
 * with it (error-handler.ts); error-texts-tr.test.ts fails when a text of the server is missing.
 * Texts that the client's catalogue (src/shared/i18n) already holds use its Turkish word for word.
 */
export const ERROR_TEXTS_TR: Record<string, string> = {
  // The error handler and the helpers of errors.ts
  'The request is not valid': 'İstek geçerli değil.',
  'The request contains a value that cannot be stored': 'İstek, kaydedilemeyen bir değer içeriyor.',
  'The request names a record that does not exist': 'İstek, var olmayan bir kayda başvuruyor.',
  'This record is still in use': 'Bu kayıt hâlâ kullanımda.',
  'This record already exists': 'Bu kayıt zaten var.',
  'The code is wrong or no longer valid. Please check it, or ask for a new code.':
    'Kod hatalı ya da artık geçerli değil. Lütfen kontrol edin ya da yeni bir kod isteyin.',
  'The request is too large': 'İstek çok büyük.',
  'Please send one file at a time': 'Lütfen tek seferde bir dosya gönderin.',
  'Internal server error': 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
  'Service temporarily unavailable':
    'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  'Authentication required': 'Devam etmek için lütfen giriş yapın.',
  'You do not have permission to do this': 'Bu işlem için yetkiniz yok.',
  'Not found': 'Bulunamadı.',
  Forbidden: 'Bu işlem için yetkiniz yok.',
  'Route {{method}} {{url}} not found': '{{method}} {{url}} adresi bulunamadı.',
  'The address of the request is not valid': 'İsteğin adresi geçerli değil.',
  'The address of the request is too long': 'İsteğin adresi çok uzun.',
  'The request body is not valid JSON': 'İsteğin gövdesi geçerli bir JSON değil.',
  'The request body is empty': 'İsteğin gövdesi boş.',
  'This type of request body is not accepted': 'Bu türde bir istek gövdesi kabul edilmiyor.',
  'The request could not be read': 'İstek okunamadı.',
  'You cannot change the role of the last active administrator':
    'Son etkin yöneticinin rolünü değiştiremezsiniz.',
  'You cannot deactivate the last active administrator':
    'Son etkin yöneticiyi devre dışı bırakamazsınız.',
  'You are the last active administrator. Make another account an administrator before deleting yours':
    'Son etkin yöneticisiniz. Hesabınızı silmeden önce başka bir hesabı yönetici yapın.',
  'Too many attempts. Please wait a moment and try again.':
    'Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.',

  // Sign-in, accounts and sessions
  'Email or password is wrong': 'E-posta adresi veya şifre hatalı.',
  'The current password is wrong': 'Mevcut şifre hatalı.',
  'This account has been deactivated':
    'Bu hesap devre dışı bırakıldı. Lütfen destek ekibiyle iletişime geçin.',
  'This account is inactive': 'Bu hesap aktif değil.',
  'Please accept your email confirmation before you Login':
    'Giriş yapmadan önce lütfen e-posta adresinizi doğrulayın',
  'The access token has expired': 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  'No session': 'Oturum bulunamadı. Lütfen giriş yapın.',
  'The session has ended': 'Oturum sona erdi. Lütfen yeniden giriş yapın.',
  'Unknown marketing channel': 'Bilinmeyen tanıtım kanalı.',
  'Too many attempts on this account. Please complete the extra check to go on.':
    'Bu hesapta çok fazla deneme yapıldı. Devam etmek için ek doğrulamayı tamamlayın.',
  'Please verify that you are not a robot': 'Lütfen robot olmadığınızı doğrulayın',
  'This password is too easy to guess.':
    'Bu şifre kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  'This Linkedin Profile Already Registered!': 'Bu LinkedIn profili zaten kayıtlı!',
  'An account with this e-mail already exists': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'Unknown error during Google authentication':
    'Google kimlik doğrulaması sırasında bilinmeyen bir hata oluştu',
  'LinkedIn authentication failed': 'LinkedIn kimlik doğrulaması başarısız oldu',
  'This sign-in provider is not configured': 'Bu giriş sağlayıcısı yapılandırılmamış.',
  'The sign-in provider cannot be reached':
    'Giriş sağlayıcısına ulaşılamıyor. Lütfen daha sonra tekrar deneyin.',
  'The provider did not share an e-mail address': 'Sağlayıcı bir e-posta adresi paylaşmadı.',
  'This invitation link is invalid or has expired':
    'Bu davet bağlantısı geçersiz ya da süresi dolmuş.',
  'Make another member an owner of the company before deleting your account':
    'Hesabınızı silmeden önce lütfen şirketin başka bir üyesini sahip yapın.',
  'Type your e-mail address or password to confirm':
    'Onaylamak için lütfen e-posta adresinizi veya şifrenizi yazın.',
  'User not found': 'Kullanıcı bulunamadı',
  'You cannot change your own role': 'Kendi rolünüzü değiştiremezsiniz.',
  'You cannot deactivate your own account': 'Kendi hesabınızı devre dışı bırakamazsınız.',

  // Uploads and request bodies
  'The payload is not valid JSON': 'Gönderilen veri geçerli bir JSON değil.',
  'The multipart body is not valid': 'Çok parçalı (multipart) istek gövdesi geçerli değil.',
  'The multipart body cannot be read': 'Çok parçalı (multipart) istek gövdesi okunamıyor.',
  'The request must be multipart/form-data': 'İstek multipart/form-data biçiminde olmalıdır.',
  'The file must be at most {{size}} MB': 'Dosya en fazla {{size}} MB olabilir.',
  'The file is larger than an upload may be': 'Dosya, yüklenebilecek en büyük boyuttan büyük.',
  'The file is empty': 'Dosya boş.',
  'This file type is not accepted': 'Bu dosya türü kabul edilmiyor.',
  'Please choose an image': 'Lütfen bir resim seçin.',
  'The picture could not be read': 'Resim okunamadı.',
  'Please upload your CV in PDF or DOC format.':
    'Lütfen özgeçmişinizi PDF veya DOC biçiminde yükleyin.',
  'The CV reader is busy. Please try again in a moment.':
    'Özgeçmiş okuyucu şu anda meşgul. Lütfen biraz sonra tekrar deneyin.',
  'The Idempotency-Key is not valid': 'Idempotency-Key başlığı geçerli değil.',
  'This idempotency key was already used': 'Bu istek anahtarı zaten kullanıldı.',
  'Unknown sort': 'Bilinmeyen sıralama.',
  'Pages end at 1000 rows; narrow the search instead':
    'Sayfalar 1000 satırda biter; lütfen bunun yerine aramayı daraltın.',

  // Companies and their members
  'You are not a member of a company': 'Bir şirketin üyesi değilsiniz.',
  'Company not found': 'Şirket bulunamadı.',
  'Member not found': 'Üye bulunamadı.',
  'The last member of a company cannot be removed': 'Bir şirketin son üyesi çıkarılamaz.',
  'The last owner of a company cannot be removed': 'Bir şirketin son sahibi çıkarılamaz.',
  'This e-mail belongs to an account that is not a company account':
    'Bu e-posta bir şirket hesabına ait değil.',
  'This person is already a member of a company': 'Bu kişi zaten bir şirketin üyesi.',
  'This payment customer belongs to another company': 'Bu ödeme müşterisi başka bir şirkete ait.',
  'Please check the highlighted fields.': 'Lütfen işaretli alanları kontrol edin.',
  'A company with this name is already registered': 'Bu adla kayıtlı bir şirket zaten var.',

  // Jobs and their form
  'Job not found': 'İlan bulunamadı.',
  'Not a job id': 'Geçerli bir ilan numarası değil.',
  'The person is not a member of the job’s company': 'Bu kişi ilanın şirketinin üyesi değil.',
  'The person is not an active recruiter': 'Bu kişi aktif bir işe alım uzmanı değil.',
  'The city is not in the country': 'Şehir bu ülkede değil.',
  'City is required': 'Şehir zorunludur',
  'A job cannot move to another company': 'Bir ilan başka bir şirkete taşınamaz.',
  'A responsible is not a member of the company': 'Sorumlulardan biri şirketin üyesi değil.',
  'An assigned recruiter was not found': 'Atanan işe alım uzmanlarından biri bulunamadı.',
  'The reward must not be above {{amount}} {{currency}}':
    'Ödül {{amount}} {{currency}} tutarını aşamaz.',
  'Company is required': 'Şirket zorunludur',
  'Title is required': 'Başlık zorunludur',
  'Use up to 20 letters, digits, dashes or underscores':
    'En fazla 20 harf, rakam, tire veya alt çizgi kullanın',
  'This reference code is already used': 'Bu referans kodu zaten kullanılıyor',
  'Industry is required': 'Sektör zorunludur',
  'Job type is required': 'Çalışma şekli zorunludur',
  'Recruitment type is required': 'İşe alım türü zorunludur',
  'Remote type is required': 'Uzaktan çalışma türü zorunludur',
  'Country is required': 'Ülke zorunludur',
  'The maximum salary must not be below the minimum': 'En yüksek maaş en düşük maaştan az olamaz',
  'Salary type is required when a salary is given': 'Maaş girildiğinde maaş türü zorunludur',
  'Salary currency is required when a salary is given': 'Maaş girildiğinde para birimi zorunludur',
  'Reward is required': 'Ödül zorunludur',
  'Reward currency is required': 'Ödül para birimi zorunludur',
  'A candidate has been referred to this job: its reward can rise, but not fall or change currency':
    'Bu ilana bir aday önerildi: ödülü artırılabilir, ancak düşürülemez ve para birimi değiştirilemez',
  'Enter an amount from 0 to 1,000,000,000 with at most two decimals':
    '0 ile 1.000.000.000 arasında, en çok iki ondalıklı bir tutar girin',
  'Description is required': 'Açıklama zorunludur',
  'Status is required': 'Durum zorunludur',

  // Referrals and candidates
  'This job is not open for referrals': 'Bu ilan aday önerilerine açık değil.',
  'You cannot refer or apply to a job of your own company':
    'Kendi şirketinizin ilanına aday öneremez veya başvuramazsınız.',
  'Please select or upload a CV': 'Lütfen bir özgeçmiş seçin veya yükleyin',
  'Please select a CV': 'Lütfen bir özgeçmiş seçin',
  'Please attach a CV': 'Lütfen bir özgeçmiş ekleyin',
  'Please enter an email address': 'Lütfen bir e-posta adresi girin',
  'Please enter a phone number': 'Lütfen bir telefon numarası girin',
  'Please enter a valid LinkedIn profile URL': 'Lütfen geçerli bir LinkedIn profil adresi girin',
  'Candidate not found': 'Aday bulunamadı.',
  'Candidate not found. Please check the information and try again.':
    'Aday bulunamadı. Lütfen bilgileri kontrol edip tekrar deneyin.',
  'This referral can no longer be withdrawn: the company has already moved it.':
    'Bu öneri artık geri çekilemez: şirket onu zaten ilerletti.',
  'This candidate has referrals and cannot be deleted.':
    'Bu adayın yönlendirmeleri olduğu için silinemez.',
  'The city does not belong to the chosen country': 'Şehir seçilen ülkeye ait değil.',
  'Unknown education level': 'Bilinmeyen eğitim düzeyi.',
  'This link is not valid or has expired': 'Bu bağlantı geçersiz ya da süresi dolmuş.',
  'This referral has already been answered': 'Bu öneri zaten yanıtlandı.',

  // Applications and hires
  'Application not found': 'Başvuru bulunamadı.',
  'Please Select Related Status!!!': 'Lütfen İlgili Durumu Seçin!!!',
  'Please Provide a Description': 'Lütfen Bir Açıklama Girin',
  'Please Attach your CV': 'Lütfen Özgeçmişinizi Ekleyin',
  'This hire has already been confirmed': 'Bu işe alım zaten onaylandı.',
  'The application is already in this status': 'Başvuru zaten bu aşamada.',
  'Please confirm the hire': 'Lütfen işe alımı onaylayın.',
  'A confirmed hire can only be reversed by staff':
    'Onaylanmış bir işe alımı yalnızca yetkili personel geri alabilir.',
  'Only staff can reverse a hire': 'İşe alımı yalnızca yetkili personel geri alabilir.',
  'The reward of this application was already credited once':
    'Bu başvurunun ödülü daha önce bir kez hesaba geçirildi.',
  'This application is not hired': 'Bu başvuru işe alım aşamasında değil.',
  'This hire has already been reversed': 'Bu işe alım zaten geri alındı.',
  'The guarantee period of this hire has ended and its reward is earned: the hire can no longer be reversed':
    'Bu işe alımın garanti süresi doldu ve ödül kazanıldı; işe alım artık geri alınamaz.',
  'The guarantee period of this hire has ended and its reward is earned':
    'Bu işe alımın garanti süresi doldu ve ödül kazanıldı.',
  'Reward not found': 'Ödül bulunamadı.',
  'This reward was already cancelled': 'Bu ödül zaten iptal edildi.',

  // Plans, checkout and payments
  'Choose a company': 'Bir şirket seçin.',
  'Name the company the plan is for': 'Lütfen planın hangi şirket için olduğunu belirtin.',
  'A member of the company pays for a monthly plan':
    'Aylık planın ödemesini şirketin bir üyesi yapar.',
  'A plan with this code already exists': 'Bu koda sahip bir plan zaten var.',
  'At least one active pay-per-job plan must remain':
    'En az bir etkin ilan başına ödeme planı kalmalıdır.',
  'Companies are on this plan: its kind cannot change':
    'Bu planı kullanan şirketler var: türü değiştirilemez.',
  'This plan is not available': 'Bu plan kullanılamıyor.',
  'This plan has no price in your currency': 'Bu planın sizin para biriminizde bir fiyatı yok.',
  'Plan not found': 'Plan bulunamadı.',
  'Invoice not found': 'Fatura bulunamadı.',
  'Payment not found': 'Ödeme bulunamadı.',
  'Payout not found': 'Ödeme kaydı bulunamadı.',
  'Checkout session not found': 'Ödeme oturumu bulunamadı.',
  'This checkout session has ended': 'Bu ödeme oturumu sona erdi.',
  'Complete your company billing details before paying':
    'Ödeme yapmadan önce lütfen şirketinizin fatura bilgilerini tamamlayın.',
  'This has been paid already': 'Bunun ödemesi zaten yapılmış.',
  'Your monthly plan covers this job: open it from the job form':
    'Aylık planınız bu ilanı kapsıyor: ilanı ilan formundan yayınlayın.',
  'This cannot be paid now': 'Bu şu anda ödenemez.',
  'Payments are not set up on this server yet': 'Bu sunucuda ödemeler henüz kurulmadı.',
  'The payment provider is not reachable; try again':
    'Ödeme sağlayıcısına ulaşılamıyor; lütfen tekrar deneyin.',
  'Name exactly one of jobId, planId and invoiceId':
    'jobId, planId ve invoiceId alanlarından tam olarak birini belirtin.',
  'No payment provider sends webhooks here': 'Buraya webhook gönderen bir ödeme sağlayıcısı yok.',
  'The webhook body must be JSON': 'Webhook gövdesi JSON olmalıdır.',
  'The webhook signature is missing or does not match': 'Webhook imzası eksik veya eşleşmiyor.',
  'The event could not be processed now': 'Olay şu anda işlenemedi.',
  'No such invoice': 'Böyle bir fatura yok.',
  'The invoice is in another currency': 'Fatura başka bir para biriminde.',
  'The amount is not the invoice total': 'Tutar, fatura toplamına eşit değil.',
  'This invoice is not waiting for a payment': 'Bu fatura ödeme beklemiyor.',
  'No such recruiter': 'Böyle bir işe alım uzmanı yok.',
  'The amount is above the payable balance': 'Tutar, ödenebilir bakiyeyi aşıyor.',
  'This recruiter cannot be paid now': 'Bu işe alım uzmanına şu anda ödeme yapılamaz.',
  'This request key was used for another entry':
    'Bu istek anahtarı başka bir kayıt için kullanıldı.',
  'This request key was used for another batch':
    'Bu istek anahtarı başka bir toplu ödeme için kullanıldı.',
  'Some recruiters cannot be paid now': 'Bazı işe alım uzmanlarına şu anda ödeme yapılamaz.',
  'Every payout of this batch was returned: there is nothing to send':
    'Bu toplu ödemedeki tüm ödemeler iade edildi: gönderilecek bir şey yok.',
  'Only a batch that is not sent yet can be marked sent':
    'Yalnızca henüz gönderilmemiş bir toplu ödeme gönderildi olarak işaretlenebilir.',
  'Only a sent batch can be marked paid':
    'Yalnızca gönderilmiş bir toplu ödeme ödendi olarak işaretlenebilir.',
  'Only a sent or paid payout can be returned, and only once':
    'Yalnızca gönderilmiş veya ödenmiş bir ödeme, bir kez iade edildi olarak işaretlenebilir.',

  // Content, consents, lookups
  'Contact subject not found': 'İletişim konusu bulunamadı.',
  'Content item not found': 'İçerik bulunamadı.',
  'FAQ item not found': 'SSS maddesi bulunamadı.',
  'FAQ group not found': 'SSS grubu bulunamadı.',
  'The order must list every entry of the list exactly once':
    'Sıralama, listedeki her kaydı tam olarak bir kez içermelidir.',
  'The text is empty once unsafe markup is removed':
    'Güvenli olmayan biçimlendirme kaldırıldığında metin boş kalıyor.',
  'Each text may be answered once': 'Her metin yalnızca bir kez yanıtlanabilir.',
  'This text has nothing to answer': 'Bu metinde yanıtlanacak bir şey yok.',
  'The text has changed again: please read the new version':
    'Metin yeniden değişti: lütfen yeni sürümü okuyun.',
  'Please accept the texts marked as required':
    'Lütfen zorunlu olarak işaretlenen metinleri kabul edin',
  'Unknown country': 'Bilinmeyen ülke.',
  'Unknown currency': 'Bilinmeyen para birimi.',
  'Unknown gender': 'Bilinmeyen cinsiyet.',
  'Another country already has this ISO code.': 'Bu ISO kodu başka bir ülkeye ait.',
  'This code is already used by another entry.': 'Bu kod başka bir kayıt tarafından kullanılıyor.',
  'The application relies on this entry; it cannot be deleted or deactivated.':
    'Uygulama bu kayda dayanır; silinemez veya pasifleştirilemez.',
  'This entry is in use and cannot be deleted; deactivate it instead.':
    'Bu kayıt kullanımda olduğu için silinemez; bunun yerine pasifleştirin.',
  'Two letters, e.g. TR': 'İki harf, ör. TR',
  'A calling code like +90': '+90 gibi bir telefon kodu',
  'Three letters, e.g. TRY': 'Üç harf, ör. TRY',
  'Enter an amount above 0': "0'dan büyük bir tutar girin",
  'Enter an amount up to 1,000,000,000': 'En fazla 1.000.000.000 olan bir tutar girin',
  'Use at most two decimals': 'En çok iki ondalık basamak kullanın',
  'This currency does not take that many decimals': 'Bu para birimi bu kadar ondalık basamak almaz',
  'Use lower-case letters, digits and _ only': 'Yalnızca küçük harf, rakam ve _ kullanın',
  'Use a colour like #22c55e': '#22c55e gibi bir renk girin',

  // Profile, messages, notifications, live updates
  'Profile not found': 'Profil bulunamadı.',
  'The city does not belong to the country': 'Şehir bu ülkeye ait değil.',
  'Conversation not found': 'Konuşma bulunamadı.',
  'Recipient not found': 'Alıcı bulunamadı.',
  'You cannot write to yourself': 'Kendinize mesaj yazamazsınız.',
  'You cannot write to this user about this job':
    'Bu ilan hakkında bu kullanıcıya mesaj yazamazsınız.',
  'Notification not found': 'Bildirim bulunamadı.',
  'This kind of notification is not sent to your account':
    'Bu tür bildirim hesabınıza gönderilmiyor.',
  'Not sent to this role': 'Bu role gönderilmiyor',
  'Each kind at most once': 'Her tür en fazla bir kez',
  'Too many live connections': 'Çok fazla canlı bağlantı var. Lütfen biraz sonra tekrar deneyin.',
  'At most {{count}} live connections per user':
    'Bir kullanıcı en fazla {{count}} canlı bağlantı açabilir.',

  // The spec's API layer (src/server/spec-api)
  'The userId of the body is not the caller': 'Gövdedeki userId, isteği yapan kullanıcı değil.',
  'parameters must be a JSON list': 'parameters bir JSON listesi olmalıdır',
  'Parameter {{name}} is not valid': '{{name}} parametresi geçerli değil.',
  'piv_command_type must be S': 'piv_command_type S olmalıdır',
  'pin_user_id is not the caller': 'pin_user_id, isteği yapan kullanıcı değil.',
};
