import type { FastifyRequest } from 'fastify';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { audit } from '../../platform/audit.ts';
import { recordConsents, signUpAnswers } from '../../platform/consents/legal-versions.ts';
import {
  consumeInvitation,
  invitationInvalid,
  validInvitation,
} from '../../platform/company-invitations.ts';
import {
  checkCompanySignUp,
  companyUserValues,
  fieldError,
  type CompanySignUpCtx,
  type CompanySignUpInput,
} from './company-sign-up-checks.ts';
import { mailConfirmationCode } from '../../platform/one-time-codes/confirmation-mail.ts';

/**
 * Company sign-up with an invitation token: the new user joins the inviting company instead of
 * creating one. The e-mail must be the invited address; the company fields of the form are
 * ignored; the token is used up in the same transaction as the account.
 */
export async function joinInvitedCompany(
  ctx: CompanySignUpCtx,
  input: CompanySignUpInput & { inviteToken: string },
  request: FastifyRequest,
) {
  const invitation = await validInvitation(ctx.db, input.inviteToken);
  if (!invitation) throw invitationInvalid();
  if (invitation.invitation.email.toLowerCase() !== input.email.toLowerCase())
    throw fieldError('email', 'companies.invitation.emailMismatch');
  const country = await checkCompanySignUp(ctx, input, request);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...companyUserValues(input, country.id), passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError(409, 'email_taken', 'An account with this e-mail already exists');
    const company = await consumeInvitation(tx, input.inviteToken, input.email, user.id);
    await audit(
      tx,
      {
        actorUserId: user.id,
        action: 'sign_up',
        entity: 'user',
        entityId: user.id,
        data: { roleId: ROLE.company, invitedTo: company.id },
      },
      request,
    );
    await audit(
      tx,
      {
        actorUserId: user.id,
        action: 'company.invitation_accepted',
        entity: 'company',
        entityId: company.id,
        data: { userId: user.id },
      },
      request,
    );
    await recordConsents(tx, user.id, signUpAnswers(input), 'sign_up');
    await mailConfirmationCode(ctx, tx, user);
    return { user, company, customerId: company.paymentCustomerId ?? '' };
  });
}
