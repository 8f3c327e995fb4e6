import { failureRows, isOk, statusRow } from './answers.ts';
import type { SqlIdContext, SqlIdHandler } from './sql-id.ts';
import { text } from '../texts.ts';

/** One public accounts route as the caller: status 0 and `okKey`'s text, or status 1 and why. */
async function statusCall(
  context: SqlIdContext,
  url: string,
  payload: Record<string, unknown>,
  okKey: string,
) {
  const response = await context.call({ method: 'POST', url, payload });
  if (!isOk(response)) return failureRows(response, context.language);
  return [statusRow(0, text(context.language, okKey) ?? '')];
}

/** The bot-check token our reset request asks for, under the names a client may give it. */
const botCheckToken = ({ params }: SqlIdContext) =>
  params.raw('recaptcha_token') ?? params.raw('recaptchaToken') ?? params.raw('captcha_token');

/** E-mail confirmation and the password-reset mail (public spec, section 7). */
export const accountsSqlIds: SqlIdHandler[] = [
  {
    sqlId: 97,
    summary:
      'Send the e-mail confirmation code (piv_email): POST /api/accounts/email-confirmation/send. ' +
      'Status 0 whether or not the address waits for confirmation; limits 429.',
    run: (context) =>
      statusCall(
        context,
        '/api/accounts/email-confirmation/send',
        { email: context.params.text('piv_email'), language: context.language },
        'accounts.confirmEmail.resent',
      ),
  },
  {
    sqlId: 56,
    summary:
      'Verify the e-mail (piv_email, piv_email_confirmation_code): POST ' +
      '/api/accounts/email-confirmation/verify. First row status 0, or 1 and the reason.',
    run: (context) =>
      statusCall(
        context,
        '/api/accounts/email-confirmation/verify',
        {
          email: context.params.text('piv_email'),
          code: context.params.text('piv_email_confirmation_code'),
        },
        'accounts.banner.emailConfirmed',
      ),
  },
  {
    sqlId: 58,
    summary:
      'Mail a password-reset code (email; recaptcha_token, the bot-check token of action ' +
      'reset): POST /api/accounts/password-reset/request. Status 0 whether or not the address ' +
      'has an account.',
    run: (context) =>
      statusCall(
        context,
        '/api/accounts/password-reset/request',
        {
          email: context.params.text('email') ?? context.params.text('piv_email'),
          captchaToken: botCheckToken(context),
          language: context.language,
        },
        'accounts.resetPassword.sent',
      ),
  },
];
