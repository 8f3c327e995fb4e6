import crypto from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthContext } from './platform/auth/auth-context.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { googleOneTapClientId } from './features/oauth/providers.ts';
import { oauthRoutes } from './features/oauth/routes.ts';
import { botCheckRoutes } from './features/bot-check/routes.ts';
import { mailOutboxRoutes } from './features/mail-outbox/routes.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { cmsRoutes } from './features/cms/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { billingInfoRoutes } from './features/billing-info/routes.ts';
import { blockedAmountsRoutes } from './features/blocked-amounts/routes.ts';
import { startRewardRelease } from './features/blocked-amounts/release-timer.ts';
import { startPictureCleaning } from './platform/files/picture-cleaning-start.ts';
import { privacyRoutes } from './features/privacy/routes.ts';
import { startPrivacyRetention } from './features/privacy/retention-start.ts';
import { checkoutRoutes } from './features/checkout/routes.ts';
import { billingPlanRoutes } from './features/billing-plan/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { eventsRoutes } from './features/events/routes.ts';
import { messageRoutes } from './features/messages/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { pointsRoutes } from './features/points/routes.ts';
import { presenceRoutes } from './features/presence/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { jobPageRoutes } from './features/jobs/job-page.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { lookupRoutes } from './features/lookups/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { candidatesRoutes } from './features/referrals/candidate-routes.ts';
import { filesRoutes } from './features/files/routes.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { referralsRoutes } from './features/referrals/routes.ts';
import { pipelineRoutes } from './features/pipeline/routes.ts';
import { jobAdminRoutes } from './features/job-admin/routes.ts';
import { lookupAdminRoutes } from './features/lookup-admin/routes.ts';
import { userAdminRoutes } from './features/user-admin/routes.ts';
import { candidateRecordRoutes } from './features/candidates/record-routes.ts';
import { companiesRoutes } from './features/companies/routes.ts';
import { recruiterPaymentsRoutes } from './features/recruiter-payments/routes.ts';
import { paymentEntryRoutes } from './features/payment-entry/routes.ts';
import { billingHistoryRoutes } from './features/billing-history/routes.ts';
import { recruiterBillingHistoryRoutes } from './features/recruiter-billing-history/routes.ts';
import { myApplicationsRoutes } from './features/my-applications/routes.ts';
import { consentRoutes } from './features/consents/routes.ts';
import { funnelRoutes } from './features/funnel/routes.ts';
import { specApiRoutes } from './spec-api/routes.ts';
import { rewriteSpecPath } from './spec-api/spec-paths.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { registerClientAssets } from './http/client-assets.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { loadPageHtml } from './http/route-preloads.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { appLoggerOptions } from './http/app-logger.ts';
import { closeCvReader, configureCvReader } from './infra/cv-reader/read-cv.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { sharedSecret } from './infra/secrets.ts';
import type { FileStorage } from './infra/storage.ts';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  pool: pg.Pool;
  storage: FileStorage;
  /** The built client to serve; omitted in API tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Runs the scheduled jobs (reward release, retention); off in all but one cluster worker. */
  scheduledJobs?: boolean;
};

const RECAPTCHA_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
/** Google Identity Services (one-tap): its script, its prompt's frame and its calls. */
const GOOGLE_IDENTITY_SOURCE = 'https://accounts.google.com';
const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the app (Fastify's own
 * numbers trust none), addresses and ranges are compiled as they are, false trusts nobody.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? appLoggerOptions(config),
    frameworkErrors: answerFrameworkError,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client sending its request slowly holds a socket: the whole request (an upload too) within 2 minutes.
    requestTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    rewriteUrl: (request) => rewriteSpecPath(request.url ?? '/'),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const oneTap = googleOneTapClientId(config) ? [GOOGLE_IDENTITY_SOURCE] : [];
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.recaptcha.siteKey ? RECAPTCHA_SOURCES : []), ...oneTap],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...oneTap],
        fontSrc: ["'self'", 'data:'],
        frameSrc: [
          "'self'",
          'blob:',
          ...(config.recaptcha.siteKey ? RECAPTCHA_SOURCES : []),
          ...oneTap,
        ],
        connectSrc: ["'self'", ...oneTap],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The origin goes along within this site (Go Back reads it, spec: back when the referrer is
    // this host); other sites get the origin only over HTTPS and never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Only API answers are compressed here (the client's files are compressed at build time).
  // gzip at level 3 as nginx does at its default 1 for dynamic content: a board of a thousand
  // applications (440 kB) took 5 to 10 ms of the main thread at zlib's default 6, about half at
  // 3, for 5 % more bytes. Brotli keeps the plugin's quality 4.
  await app.register(fastifyCompress, { threshold: 1024, zlibOptions: { level: 3 } });
  await app.register(fastifyCookie);
  // Uploads are streamed; files past MAX_UPLOAD_MB are cut off, never buffered (features/files).
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.maxUploadBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Referral marketplace API', version: '1.0.0' },
      tags: [
        {
          name: 'spec-api',
          description:
            'The spec’s documented API: the generic executor and the named endpoints, a compatibility layer over the routes below (docs/spec-api.md).',
        },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerErrorHandler(app);

  const secret = config.jwtSecret ?? (await sharedSecret(options.db, 'jwt'));
  const tokens = createTokenService(secret, config.accessTokenTtlSeconds);
  registerAuthContext(app, options.db, tokens);

  const mailer = createMailer(config, options.db, (error) =>
    app.log.error({ err: error }, 'mail delivery failed'),
  );
  app.addHook('onClose', async () => mailer.close());
  // Rewards become payable on the day their guarantee ends; tests release them by hand.
  const scheduledJobs = config.env !== 'test' && options.scheduledJobs !== false;
  if (scheduledJobs) {
    const release = startRewardRelease(options.db, (error) =>
      app.log.error({ err: error }, 'releasing due rewards failed'),
    );
    app.addHook('onClose', async () => release.stop());
  }
  // Retention runs from pg-boss (daily); tests call runRetention themselves.
  if (scheduledJobs) startPrivacyRetention(app, options.pool, options.db, options.storage);
  // Pictures stored before uploads lost their metadata are cleaned once; tests clean by hand.
  // Read no larger than an upload may be: parsing a picture blocks the event loop meanwhile.
  if (scheduledJobs)
    startPictureCleaning(app, options.db, options.storage, { maxBytes: config.maxUploadBytes });
  configureCvReader(config.cvReader);
  app.addHook('onClose', closeCvReader);

  const clientDir = options.clientDir ? path.resolve(options.clientDir) : null;
  const clientPages = clientDir ? loadPageHtml(clientDir) : null;
  const renderPage =
    clientDir && clientPages
      ? await loadPageRenderer(app, path.join(clientDir, '..', 'ssr', 'entry-server.js'))
      : null;
  const ctx: AppContext = {
    app,
    config,
    db: options.db,
    pool: options.pool,
    storage: options.storage,
    tokens,
    mailer,
  };
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await oauthRoutes(app, ctx);
  await cmsRoutes(app, ctx);
  await contactRoutes(app, ctx);
  await botCheckRoutes(app, ctx);
  await mailOutboxRoutes(app, ctx);
  await lookupRoutes(app, ctx);
  await jobRoutes(app, ctx);
  await jobPageRoutes(app, ctx, clientPages, renderPage);
  await seoRoutes(app, ctx);
  await presenceRoutes(app, ctx);
  await eventsRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  await messageRoutes(app, ctx);
  await pointsRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await billingInfoRoutes(app, ctx);
  await checkoutRoutes(app, ctx);
  await billingPlanRoutes(app, ctx);
  await dashboardRoutes(app, ctx);

  await filesRoutes(app, ctx);
  await companiesRoutes(app, ctx);
  await candidatesRoutes(app, ctx);
  await referralsRoutes(app, ctx);
  await geoRoutes(app, ctx);
  await pipelineRoutes(app, ctx);
  await jobAdminRoutes(app, ctx);
  await lookupAdminRoutes(app, ctx);
  await userAdminRoutes(app, ctx);
  await candidateRecordRoutes(app, ctx);
  await blockedAmountsRoutes(app, ctx);
  await recruiterPaymentsRoutes(app, ctx);
  await paymentEntryRoutes(app, ctx);
  await billingHistoryRoutes(app, ctx);
  await recruiterBillingHistoryRoutes(app, ctx);
  await privacyRoutes(app, ctx);
  await myApplicationsRoutes(app, ctx);
  await funnelRoutes(app, ctx);
  await consentRoutes(app, ctx);
  await specApiRoutes(ctx);

  if (clientDir) await registerClientAssets(app, clientDir, clientPages, renderPage);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
