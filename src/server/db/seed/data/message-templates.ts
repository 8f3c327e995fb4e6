type Template = { code: string; language: 'en' | 'tr'; description: string; subject: string; htmlMessage: string };

const layout = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">${body}</div>`;

const code = (value: string) =>
  `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${value}</p>`;

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${href}" style="background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${label}</a></p>`;

/**
 * Mail texts. Placeholders in double braces are filled by the mailer: confirm_email {{firstname}}
 * {{code}}; reset_password {{firstname}} {{code}} {{link}}; welcome {{firstname}} {{link}};
 * new_referral {{firstname}} {{candidateName}} {{jobTitle}} {{link}}; hire_confirmed {{firstname}}
 * {{candidateName}} {{jobTitle}} {{reward}} {{link}}; sign_up_existing {{firstname}} {{loginLink}}
 * {{resetLink}}.
 */
export const MESSAGE_TEMPLATES: Template[] = [
  {
    code: 'confirm_email',
    language: 'en',
    description: 'Sent after sign-up with the six-digit e-mail confirmation code. Placeholders: {{firstname}}, {{code}}.',
    subject: 'Confirm your e-mail address',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>Thank you for signing up. Enter this code on the confirmation page to activate your account:</p>${code('{{code}}')}<p>The code is valid for 15 minutes. If you did not create an account, you can ignore this e-mail.</p>`,
    ),
  },
  {
    code: 'confirm_email',
    language: 'tr',
    description: 'Kayıttan sonra altı haneli e-posta doğrulama koduyla gönderilir. Yer tutucular: {{firstname}}, {{code}}.',
    subject: 'E-posta adresinizi doğrulayın',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>Kaydolduğunuz için teşekkür ederiz. Hesabınızı etkinleştirmek için doğrulama sayfasına bu kodu girin:</p>${code('{{code}}')}<p>Kod 15 dakika geçerlidir. Hesap oluşturmadıysanız bu e-postayı dikkate almayabilirsiniz.</p>`,
    ),
  },
  {
    code: 'reset_password',
    language: 'en',
    description: 'Sent when a password reset is requested. Placeholders: {{firstname}}, {{code}}, {{link}}.',
    subject: 'Reset your password',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>We received a request to reset your password. Your reset code is:</p>${code('{{code}}')}<p>You can also open the reset page directly:</p>${button('{{link}}', 'Reset password')}<p>The code is valid for 15 minutes. If you did not ask for a new password, ignore this e-mail: your password stays the same.</p>`,
    ),
  },
  {
    code: 'reset_password',
    language: 'tr',
    description: 'Şifre sıfırlama istendiğinde gönderilir. Yer tutucular: {{firstname}}, {{code}}, {{link}}.',
    subject: 'Şifrenizi sıfırlayın',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>Şifrenizi sıfırlamak için bir istek aldık. Sıfırlama kodunuz:</p>${code('{{code}}')}<p>Sıfırlama sayfasını doğrudan da açabilirsiniz:</p>${button('{{link}}', 'Şifreyi sıfırla')}<p>Kod 15 dakika geçerlidir. Yeni şifre istemediyseniz bu e-postayı dikkate almayın; şifreniz değişmez.</p>`,
    ),
  },
  {
    code: 'welcome',
    language: 'en',
    description: 'Sent once the e-mail address is confirmed. Placeholders: {{firstname}}, {{link}}.',
    subject: 'Welcome aboard',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>Your account is ready. Browse open positions, refer people you know or apply yourself. When a company confirms the hire of someone you referred, the reward is credited to your points.</p>${button('{{link}}', 'See open jobs')}<p>Good luck!</p>`,
    ),
  },
  {
    code: 'welcome',
    language: 'tr',
    description: 'E-posta adresi doğrulandığında bir kez gönderilir. Yer tutucular: {{firstname}}, {{link}}.',
    subject: 'Hoş geldiniz',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>Hesabınız hazır. Açık pozisyonlara göz atın, tanıdığınız kişileri önerin ya da kendiniz başvurun. Önerdiğiniz bir kişinin işe alımını şirket onayladığında ödül puanlarınıza eklenir.</p>${button('{{link}}', 'Açık ilanları gör')}<p>Bol şans!</p>`,
    ),
  },
  {
    code: 'new_referral',
    language: 'en',
    description: 'Sent to the people responsible for a job when a candidate is referred or applies. Placeholders: {{firstname}}, {{candidateName}}, {{jobTitle}}, {{link}}.',
    subject: 'New candidate for {{jobTitle}}',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p><strong>{{candidateName}}</strong> has been put forward for <strong>{{jobTitle}}</strong>.</p><p>Review the profile and move the application to the next stage when you are ready.</p>${button('{{link}}', 'Review the application')}`,
    ),
  },
  {
    code: 'new_referral',
    language: 'tr',
    description: 'Bir ilana aday önerildiğinde ya da başvuru yapıldığında ilan sorumlularına gönderilir. Yer tutucular: {{firstname}}, {{candidateName}}, {{jobTitle}}, {{link}}.',
    subject: '{{jobTitle}} için yeni aday',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p><strong>{{candidateName}}</strong>, <strong>{{jobTitle}}</strong> pozisyonu için önerildi.</p><p>Profili inceleyin ve hazır olduğunuzda başvuruyu bir sonraki aşamaya taşıyın.</p>${button('{{link}}', 'Başvuruyu incele')}`,
    ),
  },
  {
    code: 'hire_confirmed',
    language: 'en',
    description: 'Sent to the referrer when the company confirms the hire. Placeholders: {{firstname}}, {{candidateName}}, {{jobTitle}}, {{reward}}, {{link}}.',
    subject: 'Hire confirmed: your reward is on its way',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>Great news: the company confirmed the hire of <strong>{{candidateName}}</strong> as <strong>{{jobTitle}}</strong>.</p><p>A reward of <strong>{{reward}}</strong> has been credited to your points. You can follow it in your point history.</p>${button('{{link}}', 'View point history')}<p>Thank you for your referral!</p>`,
    ),
  },
  {
    code: 'hire_confirmed',
    language: 'tr',
    description: 'Şirket işe alımı onayladığında öneren kişiye gönderilir. Yer tutucular: {{firstname}}, {{candidateName}}, {{jobTitle}}, {{reward}}, {{link}}.',
    subject: 'İşe alım onaylandı: ödülünüz yolda',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>Harika haber: şirket, <strong>{{candidateName}}</strong> adayının <strong>{{jobTitle}}</strong> pozisyonuna işe alımını onayladı.</p><p><strong>{{reward}}</strong> tutarındaki ödül puanlarınıza eklendi. Puan geçmişinizden takip edebilirsiniz.</p>${button('{{link}}', 'Puan geçmişini gör')}<p>Öneriniz için teşekkür ederiz!</p>`,
    ),
  },
  {
    code: 'company_invitation',
    language: 'en',
    description: 'Sent when a company member invites an e-mail address without an account. Placeholders: {{inviterName}}, {{companyName}}, {{link}}, {{expiresDays}}.',
    subject: 'You are invited to join {{companyName}}',
    htmlMessage: layout(
      `<p>Hello,</p><p>{{inviterName}} invited you to join <strong>{{companyName}}</strong> as a company member: post jobs, review the candidates and confirm hires together.</p>${button('{{link}}', 'Accept the invitation')}<p>The link can be used once and is valid for {{expiresDays}} days. If you did not expect this invitation, you can ignore this e-mail.</p>`,
    ),
  },
  {
    code: 'company_invitation',
    language: 'tr',
    description: 'Bir şirket üyesi hesabı olmayan bir e-posta adresini davet ettiğinde gönderilir. Yer tutucular: {{inviterName}}, {{companyName}}, {{link}}, {{expiresDays}}.',
    subject: '{{companyName}} sizi davet ediyor',
    htmlMessage: layout(
      `<p>Merhaba,</p><p>{{inviterName}}, sizi <strong>{{companyName}}</strong> şirketine üye olarak davet etti: birlikte ilan yayınlayabilir, adayları inceleyebilir ve işe alımları onaylayabilirsiniz.</p>${button('{{link}}', 'Daveti kabul et')}<p>Bağlantı yalnızca bir kez kullanılabilir ve {{expiresDays}} gün geçerlidir. Bu daveti beklemiyorsanız bu e-postayı dikkate almayabilirsiniz.</p>`,
    ),
  },
  {
    code: 'company_member_added',
    language: 'en',
    description: 'Sent to an existing company account added to a company by one of its members. Placeholders: {{firstname}}, {{inviterName}}, {{companyName}}, {{link}}.',
    subject: 'You are now a member of {{companyName}}',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>{{inviterName}} added you to <strong>{{companyName}}</strong>. You can now manage its jobs and candidates.</p>${button('{{link}}', 'Open the company profile')}`,
    ),
  },
  {
    code: 'company_member_added',
    language: 'tr',
    description: 'Bir şirket üyesi mevcut bir şirket hesabını şirkete eklediğinde gönderilir. Yer tutucular: {{firstname}}, {{inviterName}}, {{companyName}}, {{link}}.',
    subject: 'Artık {{companyName}} üyesisiniz',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>{{inviterName}} sizi <strong>{{companyName}}</strong> şirketine ekledi. Artık şirketin ilanlarını ve adaylarını yönetebilirsiniz.</p>${button('{{link}}', 'Şirket profilini aç')}`,
    ),
  },
  {
    code: 'sign_up_existing',
    language: 'en',
    description: 'Sent to the owner of an address when someone signs up with it again. Placeholders: {{firstname}}, {{loginLink}}, {{resetLink}}.',
    subject: 'Someone tried to sign up with your e-mail address',
    htmlMessage: layout(
      `<p>Hello {{firstname}},</p><p>Someone tried to create a new account with this e-mail address, but you already have an account with us.</p><p>If it was you, log in or reset your password:</p>${button('{{loginLink}}', 'Log in')}<p><a href="{{resetLink}}">Reset your password</a></p><p>If it was not you, you can ignore this e-mail: nothing has changed on your account.</p>`,
    ),
  },
  {
    code: 'sign_up_existing',
    language: 'tr',
    description: 'Biri kayıtlı bir adresle yeniden kaydolmaya çalıştığında adresin sahibine gönderilir. Yer tutucular: {{firstname}}, {{loginLink}}, {{resetLink}}.',
    subject: 'Biri e-posta adresinizle kaydolmaya çalıştı',
    htmlMessage: layout(
      `<p>Merhaba {{firstname}},</p><p>Biri bu e-posta adresiyle yeni bir hesap oluşturmaya çalıştı, ancak bu adresle zaten bir hesabınız var.</p><p>Bu siz idiyseniz giriş yapın veya şifrenizi sıfırlayın:</p>${button('{{loginLink}}', 'Giriş yap')}<p><a href="{{resetLink}}">Şifrenizi sıfırlayın</a></p><p>Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz: hesabınızda hiçbir şey değişmedi.</p>`,
    ),
  },
];
