import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { pathFor } from '#shared/routes.ts';
import {
  OAUTH_PROVIDERS,
  authProvidersResponseSchema,
  googleOneTapRequestSchema,
  linkedinCodeRequestSchema,
  oauthCallbackQuerySchema,
  oauthStartQuerySchema,
  type OAuthProvider,
} from '#shared/schemas/accounts.ts';
import { sessionResponseSchema } from '#shared/schemas/auth.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { usedOauthCodes } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { ensureConfirmationCodeSent } from '../../platform/one-time-codes/confirmation-mail.ts';
import { setRefreshCookie } from '../../platform/auth/refresh-cookie.ts';
import { sessionResponse } from '../../platform/auth/session-response.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import {
  STATE_COOKIE,
  STATE_COOKIE_PATH,
  STATE_TTL_SECONDS,
  openState,
  sealState,
} from './oauth-state.ts';
import {
  SCOPE,
  googleOneTapClientId,
  providerConfiguration,
  providerSettings,
} from './providers.ts';
import { profileFromClaims, signInWithProvider, type ProviderProfile } from './social-sign-in.ts';

const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/**
 * Google and LinkedIn sign-in through OpenID Connect (authorization code + PKCE, state and nonce).
 * The provider returns to the server's callback, which opens the session (refresh cookie) and
 * sends the browser to the client's /linkedin/callback page with `status=0` or an `error`.
 */
export async function oauthRoutes(app: AppContext['app'], ctx: AppContext) {
  const { config, db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const callbackUrl = (provider: OAuthProvider) =>
    `${config.publicUrl}/api/auth/oauth/${provider}/callback`;
  const clientCallback = (params: Record<string, string>) =>
    `${pathFor('linkedinCallback')}?${new URLSearchParams(params).toString()}`;

  r.get(
    '/api/auth/providers',
    { schema: { tags, response: { 200: authProvidersResponseSchema } } },
    async () => {
      return {
        google: Boolean(providerSettings(config, 'google')),
        linkedin: Boolean(providerSettings(config, 'linkedin')),
        googleOneTapClientId: googleOneTapClientId(config),
      };
    },
  );

  r.get(
    '/api/auth/oauth/:provider/start',
    {
      schema: {
        tags,
        params: providerParams,
        querystring: oauthStartQuerySchema,
        response: { 302: z.null(), 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const configuration = await discover(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider),
        scope: SCOPE,
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const sealed = await sealState(db, {
        provider,
        state,
        nonce,
        verifier,
        role: request.query.role ?? 'candidate',
      });
      reply.setCookie(STATE_COOKIE, sealed, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https://'),
        path: STATE_COOKIE_PATH,
        maxAge: STATE_TTL_SECONDS,
      });
      return reply.redirect(url.href, 302);
    },
  );

  r.get(
    '/api/auth/oauth/:provider/callback',
    {
      schema: {
        tags,
        params: providerParams,
        querystring: oauthCallbackQuerySchema,
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const saved = await openState(db, request.cookies[STATE_COOKIE]);
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      const fail = (error: string) => reply.redirect(clientCallback({ provider, error }), 302);
      if (query.error) {
        const cancelled = [
          'access_denied',
          'user_cancelled_login',
          'user_cancelled_authorize',
        ].includes(query.error);
        return fail(cancelled ? 'user_cancelled_login' : 'authorization_failed');
      }
      if (!query.code) return fail('code_not_found');
      if (!saved || saved.provider !== provider || saved.state !== query.state)
        return fail('state_mismatch');
      if (
        !(await spendCode(query.code).then(
          () => true,
          () => false,
        ))
      )
        return fail('authorization_failed');
      let profile: ProviderProfile;
      try {
        const configuration = await discover(provider);
        const current = new URL(request.url, config.publicUrl);
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${callbackUrl(provider)}${current.search}`),
          {
            pkceCodeVerifier: saved.verifier,
            expectedState: saved.state,
            expectedNonce: saved.nonce,
            idTokenExpected: true,
          },
        );
        const found = await profileOf(configuration, tokens);
        if (!found) return fail('authorization_failed');
        profile = found;
      } catch (error) {
        request.log.warn({ err: error, provider }, 'OpenID Connect sign-in failed');
        return fail('authorization_failed');
      }
      try {
        await openSession(request, reply, provider, profile, saved.role);
      } catch (error) {
        if (error instanceof AppError && error.code === 'email_not_confirmed') {
          const email = String((error.details as { email?: string } | undefined)?.email ?? '');
          return reply.redirect(
            clientCallback({ provider, error: 'email_not_confirmed', email }),
            302,
          );
        }
        if (error instanceof AppError) return fail(error.code);
        throw error;
      }
      return reply.redirect(clientCallback({ provider, status: '0' }), 302);
    },
  );

  r.post(
    '/api/auth/oauth/google/one-tap',
    {
      schema: {
        tags,
        body: googleOneTapRequestSchema,
        response: {
          200: sessionResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const settings = providerSettings(config, 'google');
      const configuration = await discover('google');
      const server = configuration.serverMetadata();
      if (!settings || !server.jwks_uri) throw notFound();
      let profile: ProviderProfile;
      try {
        const { payload } = await jwtVerify(request.body.credential, jwks(server.jwks_uri), {
          issuer: server.issuer,
          audience: settings.clientId,
        });
        profile = profileFromClaims(payload);
      } catch {
        throw new AppError(400, 'oauth_failed', 'Unknown error during Google authentication');
      }
      const { userId, sessionId } = await openSession(
        request,
        reply,
        'google',
        profile,
        'candidate',
      );
      return sessionResponse(ctx, userId, sessionId);
    },
  );

  /**
   * A LinkedIn code of a sign-in the client started itself: the spec's client sends people to
   * LinkedIn with its own state, back to its /linkedin/callback page, and then calls
   * Users/linkedin-callback with the code. No state of ours exists to check: LinkedIn has checked
   * the return address against the app's, and a JSON body cannot be sent across sites without
   * CORS, so no other site can log a visitor into an account of its choosing with a code.
   */
  r.post(
    '/api/auth/oauth/linkedin/code',
    {
      schema: {
        tags,
        body: linkedinCodeRequestSchema,
        response: {
          200: sessionResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const configuration = await discover('linkedin');
      await spendCode(request.body.code);
      const back = new URL(
        request.body.redirectUri ?? `${config.publicUrl}${pathFor('linkedinCallback')}`,
      );
      back.search = '';
      back.hash = '';
      back.searchParams.set('code', request.body.code);
      let profile: ProviderProfile | null;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, back, {
          idTokenExpected: true,
        });
        profile = await profileOf(configuration, tokens);
      } catch (error) {
        request.log.warn({ err: error }, 'LinkedIn code of a client-started sign-in refused');
        profile = null;
      }
      if (!profile) throw new AppError(400, 'oauth_failed', 'LinkedIn authentication failed');
      const { userId, sessionId } = await openSession(
        request,
        reply,
        'linkedin',
        profile,
        'candidate',
      );
      return sessionResponse(ctx, userId, sessionId);
    },
  );

  /** A code redeemed without our state is accepted once, even if the provider took it twice. */
  async function spendCode(code: string) {
    const codeHash = crypto.createHash('sha256').update(code).digest('hex');
    await db.delete(usedOauthCodes).where(lt(usedOauthCodes.expiresAt, new Date()));
    const [spent] = await db
      .insert(usedOauthCodes)
      .values({ codeHash, expiresAt: new Date(Date.now() + 24 * 3600_000) })
      .onConflictDoNothing()
      .returning();
    if (!spent) throw new AppError(400, 'oauth_failed', 'LinkedIn authentication failed');
  }

  /** The person the provider vouches for: the ID token's claims, the e-mail from userinfo. */
  async function profileOf(
    configuration: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<ProviderProfile | null> {
    const claims = tokens.claims();
    if (!claims) return null;
    const profile = profileFromClaims(claims);
    if (profile.email || !tokens.access_token) return profile;
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return profileFromClaims({
      ...info,
      ...claims,
      email: info.email,
      email_verified: info.email_verified,
    });
  }

  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  function jwks(uri: string) {
    let set = keySets.get(uri);
    if (!set) keySets.set(uri, (set = createRemoteJWKSet(new URL(uri))));
    return set;
  }

  async function discover(provider: OAuthProvider) {
    const pending = providerConfiguration(config, provider);
    if (!pending) throw notFound('This sign-in provider is not configured');
    try {
      return await pending;
    } catch {
      throw new AppError(503, 'unavailable', 'The sign-in provider cannot be reached');
    }
  }

  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: OAuthProvider,
    profile: ProviderProfile,
    role: 'candidate' | 'recruiter',
  ) {
    const user = await signInWithProvider(db, provider, profile, role, request);
    if (!user.active)
      throw new AppError(403, 'account_inactive', 'This account has been deactivated');
    if (!user.emailConfirmed) {
      await ensureConfirmationCodeSent(ctx, user).catch(() => undefined);
      throw new AppError(
        403,
        'email_not_confirmed',
        'Please accept your email confirmation before you Login',
        { email: user.email },
      );
    }
    const session = await createSession(db, user.id, config.refreshTokenTtlDays, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setRefreshCookie(reply, config, session.refreshToken);
    return { userId: user.id, sessionId: session.sessionId };
  }
}
