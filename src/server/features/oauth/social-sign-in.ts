import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SOCIAL_MARKETING_CHANNEL_ID } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { OAuthProvider } from '#shared/schemas/accounts.ts';
import type { Database } from '../../db/client.ts';
import { marketingChannels, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';

export type ProviderProfile = {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstname?: string;
  lastname?: string;
};

const subjectColumn = (provider: OAuthProvider) =>
  provider === 'google' ? users.googleSubject : users.linkedinSubject;

/**
 * Finds or creates the account of a provider identity: by the provider's subject, else by a
 * verified e-mail (the identity is linked to that account; one whose address was never confirmed
 * loses the password its sign-up set, which nobody proved to be the owner's), else a new account
 * (social sign-up, marketing channel 7, e-mail confirmed when the provider vouches for it).
 */
export async function signInWithProvider(
  db: Database,
  provider: OAuthProvider,
  profile: ProviderProfile,
  role: 'candidate' | 'recruiter',
  request: FastifyRequest,
) {
  const column = subjectColumn(provider);
  return db.transaction(async (tx) => {
    const [bySubject] = await tx.select().from(users).where(eq(column, profile.subject));
    let user = bySubject;
    if (!user && profile.email && profile.emailVerified) {
      const [byEmail] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, profile.email.toLowerCase()));
      if (byEmail) {
        const link =
          provider === 'google'
            ? { googleSubject: profile.subject }
            : { linkedinSubject: profile.subject };
        // An address never confirmed was claimed by whoever signed up with it: the password they
        // chose is not the owner's, whom the provider vouches for now. Forgot Password sets one.
        const squattable = !byEmail.emailConfirmed;
        [user] = await tx
          .update(users)
          .set({
            ...link,
            ...(squattable ? { passwordHash: null } : {}),
            emailConfirmed: true,
            updatedAt: new Date(),
          })
          .where(eq(users.id, byEmail.id))
          .returning();
        if (squattable) await revokeUserSessions(tx, byEmail.id);
        await audit(
          tx,
          {
            actorUserId: byEmail.id,
            action: `link_${provider}`,
            entity: 'user',
            entityId: byEmail.id,
            data: { passwordCleared: squattable && byEmail.passwordHash !== null },
          },
          request,
        );
      }
    }
    if (!user) {
      if (!profile.email)
        throw new AppError(400, 'oauth_failed', 'The provider did not share an e-mail address');
      const [channel] = await tx
        .select({ id: marketingChannels.id })
        .from(marketingChannels)
        .where(eq(marketingChannels.id, SOCIAL_MARKETING_CHANNEL_ID));
      const link =
        provider === 'google'
          ? { googleSubject: profile.subject }
          : { linkedinSubject: profile.subject };
      [user] = await tx
        .insert(users)
        .values({
          email: profile.email,
          roleId: role === 'recruiter' ? ROLE.recruiter : ROLE.candidate,
          firstname:
            (profile.firstname ?? '').slice(0, 100) || profile.email.split('@')[0]!.slice(0, 100),
          lastname: (profile.lastname ?? '').slice(0, 100),
          emailConfirmed: profile.emailVerified,
          marketingChannelId: channel?.id ?? null,
          ...link,
        })
        .onConflictDoNothing()
        .returning();
      if (!user)
        throw new AppError(409, 'email_taken', 'An account with this e-mail already exists');
      await audit(
        tx,
        { actorUserId: user.id, action: `sign_up_${provider}`, entity: 'user', entityId: user.id },
        request,
      );
    }
    if (user.active && user.emailConfirmed) {
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      await audit(
        tx,
        { actorUserId: user.id, action: `login_${provider}`, entity: 'user', entityId: user.id },
        request,
      );
    }
    return user;
  });
}

/** Reads the standard OpenID claims (LinkedIn and Google both send given_name/family_name). */
export function profileFromClaims(claims: Record<string, unknown>): ProviderProfile {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const name = text(claims.name)?.split(/\s+/) ?? [];
  const verified = claims.email_verified;
  return {
    subject: String(claims.sub),
    email: text(claims.email),
    emailVerified: verified === true || verified === 'true',
    firstname: text(claims.given_name) ?? name[0],
    lastname: text(claims.family_name) ?? name.slice(1).join(' '),
  };
}
