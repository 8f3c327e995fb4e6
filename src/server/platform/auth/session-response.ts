import type { SessionResponse, SessionUser } from '#shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../http/errors.ts';
import { loadMenu } from './menu.ts';
import { loadSessionUser } from './session-user.ts';

/**
 * What a login answers: the access token, the user and the role's menu. A caller that read the
 * user in the same request (the password login) passes it, saving the read.
 */
export async function sessionResponse(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  userId: number,
  sessionId: string,
  knownUser?: SessionUser,
): Promise<SessionResponse> {
  const user = knownUser ?? (await loadSessionUser(ctx.db, userId));
  if (!user) throw unauthorized();
  const accessToken = await ctx.tokens.sign({ userId, roleId: user.roleId, sessionId });
  return {
    accessToken,
    expiresIn: ctx.tokens.ttlSeconds,
    user,
    menu: await loadMenu(ctx.db, user.roleId),
  };
}
