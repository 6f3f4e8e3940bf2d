import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@common/accounts';
import { accountRoutes, adminRoleRoutes } from './features/accounts/routes';
import { adminRoutes, isAdminRoutes } from './features/admin/routes';
import { adAdminRoutes, adRoutes } from './features/ads/routes';
import { RECIPE_IMAGE_BUCKET } from './features/assistant/recipes/recipe-images';
import { aiRecipeRoutes } from './features/assistant/recipes/recipe-routes';
import { assistantRoutes } from './features/assistant/routes';
import { authRoutes } from './features/accounts/auth-routes';
import { createProfile } from './features/accounts/service';
import { billingRoutes } from './features/billing/routes';
import { chatAttachmentPolicy } from './features/chat/access';
import { ATTACHMENT_BUCKET } from './features/chat/attachments';
import { registerChatRealtime } from './features/chat/presence';
import { chatRoutes } from './features/chat/routes';
import { hasActiveSubscription, syncPlanPriceIds } from './features/billing/service';
import { alertRoutes } from './features/alerts/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { healthRoutes } from './features/health/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { inventoryCsvRoutes } from './features/inventory/csv-routes';
import { inventoryRoutes } from './features/inventory/routes';
import { marketplaceRoutes } from './features/marketplace/routes';
import { startEmailWorker } from './features/notifications/email-service';
import { notificationRoutes } from './features/notifications/routes';
import { orderLinkRoutes } from './features/orders/link-routes';
import { orderRoutes } from './features/orders/routes';
import { suggestionRoutes } from './features/orders/suggestion-routes';
import { readReceiptOffline } from './features/receipts/offline-reader';
import { receiptRoutes } from './features/receipts/routes';
import { reportRoutes } from './features/reports/routes';
import { restaurantRoutes } from './features/restaurant/routes';
import { recipeRoutes } from './features/recipes/routes';
import { cataloguePhotoPolicy } from './features/suppliers/photo-access';
import { CATALOGUE_PHOTO_BUCKET } from './features/suppliers/photo-files';
import { supplierRoutes } from './features/suppliers/routes';
import { wasteRoutes } from './features/waste/routes';
import { createAiProvider } from './platform/ai/create-provider';
import type { AiProvider } from './platform/ai/types';
import { createBillingProvider } from './platform/billing/create-provider';
import { createAuth } from './platform/auth';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createMetrics, registerMetrics, type Metrics } from './platform/metrics/metrics';
import { RealtimeHub } from './platform/realtime/hub';
import { realtimeRoutes } from './platform/realtime/routes';
import type { Config } from './platform/config';
import type { Database, DatabaseHandle } from './platform/db/client';
import {
  AppError,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFound,
} from './platform/errors';
import { registerJsonBody } from './platform/json-body';
import { registerOpenApi } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { registerAudiences } from './platform/audience';
import { registerSession } from './platform/session';
import { registerWebApp } from './platform/web-app';
import type { RenderRoutePage } from './platform/page-render';
import { registerCompression } from './platform/compression';
import { fileRoutes, publicBucket } from './platform/storage/file-routes';
import { MAX_UPLOAD_BYTES, type FileStorage } from './platform/storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    storage: FileStorage;
    realtime: RealtimeHub;
    metrics: Metrics;
    ai: AiProvider;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  /** Uploaded files (disk or S3), built from the config by createStorage. */
  storage: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Folder with the built web app; served with history fallback when present. */
  webRoot?: string;
  /** Overrides the mailer chosen from the configuration (tests). */
  mailer?: Mailer;
  /** Overrides the page renderer built beside webRoot and its time limit (tests load it from the source). */
  pages?: { loadRenderer?: () => Promise<RenderRoutePage>; renderTimeoutMs?: number };
}

/** The whole HTTP app; main.ts listens with it and tests call `app.inject()` on it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: false,
    // Fastify's own number option means the same; its types only take a function (hop 0 is the socket's peer).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  registerJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('storage', deps.storage);
  app.decorate('ai', await createAiProvider(config, { readReceiptOffline, log: app.log }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics, () => database.poolStats(), config.METRICS_TOKEN);
  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurity(app, config.publicUrl);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: 64 * 1024, fields: 50, parts: 60 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', AUTH_MESSAGES.tooManyAttempts),
  });
  await registerOpenApi(app);

  const auth = createAuth(database.db, {
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    onUserCreated: (user) => createProfile(database.db, user, config.ADMIN_EMAILS),
  });
  await registerSession(app, auth, database.db);
  registerAudiences(app, (userId) => hasActiveSubscription(database.db, userId));

  const realtime = new RealtimeHub(database);
  await realtime.start();
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.stop());
  await realtimeRoutes(app, realtime);

  await app.register(healthRoutes);
  await app.register(authRoutes(auth, config.LOGIN_RATE_LIMIT));
  await app.register(accountRoutes);
  await app.register(adminRoleRoutes);
  const billing = await createBillingProvider(config, deps.authSecret);
  if (billing.kind === 'stripe') {
    await syncPlanPriceIds(database.db, { month: config.STRIPE_PRICE_MONTHLY!, year: config.STRIPE_PRICE_YEARLY! });
  }
  await app.register(billingRoutes(billing));
  await app.register(supplierRoutes);
  await app.register(marketplaceRoutes);
  await app.register(
    fileRoutes({
      ads: publicBucket,
      [ATTACHMENT_BUCKET]: chatAttachmentPolicy(database.db),
      [RECIPE_IMAGE_BUCKET]: publicBucket,
      [CATALOGUE_PHOTO_BUCKET]: cataloguePhotoPolicy(database.db),
    }),
  );
  await app.register(isAdminRoutes);
  await app.register(adminRoutes);
  await app.register(adRoutes);
  await app.register(adAdminRoutes);
  await app.register(recipeRoutes);
  await app.register(notificationRoutes);
  registerChatRealtime(realtime, database.db);
  await app.register(chatRoutes);
  const mailer = deps.mailer ?? createMailer(config);
  if (config.NODE_ENV !== 'test') {
    let stopEmailWorker = () => {};
    app.addHook('onReady', async () => {
      stopEmailWorker = startEmailWorker(database.db, mailer, config.publicUrl, app.log);
    });
    app.addHook('onClose', async () => stopEmailWorker());
  }
  await app.register(inventoryRoutes);
  await app.register(inventoryCsvRoutes);
  await app.register(alertRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(orderRoutes);
  await app.register(orderLinkRoutes(deps.authSecret, { mailer, publicUrl: config.publicUrl }));
  await app.register(restaurantRoutes);
  // The AI provider reads with its vision model when AI_VISION_MODEL is set, else (and on failure) with the offline OCR.
  await app.register(receiptRoutes((bytes) => app.ai.readReceipt(bytes)));
  await app.register(invoiceRoutes);
  await app.register(wasteRoutes);
  await app.register(suggestionRoutes);
  await app.register(assistantRoutes);
  await app.register(aiRecipeRoutes);

  registerNotFound(app, deps.webRoot ? await registerWebApp(app, deps.webRoot, deps.pages) : null);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
