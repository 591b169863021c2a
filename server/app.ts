/** Composes the gateway's Hono app: headers, logging, body limits, every route, the static site, errors. */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '@domain/app/messages';
import type { GatewayEnv } from './app-env';
import type { GatewayServices } from './gateway-services';
import { ApiError } from './http/api-error';
import { apiCacheControl } from './http/api-cache-control';
import { bodyLimits } from './http/body-limits';
import { compressAnswers } from './http/compress-answers';
import { loggablePath, requestLog } from './http/request-log';
import { requestTargetGuard } from './http/request-target-guard';
import { securityHeaders } from './http/security-headers';
import { draRoutes } from './routes/dra-routes';
import { healthRoutes } from './routes/health-routes';
import { heartbeatRoutes } from './routes/heartbeat-routes';
import { imageRoutes } from './routes/image-routes';
import { jobReadRoutes } from './routes/job-read-routes';
import { jobUpdateRoutes } from './routes/job-update-routes';
import { loginRoutes } from './routes/login-routes';
import { mailTestRoutes } from './routes/mail-test-routes';
import { notesRoutes } from './routes/notes-routes';
import { oauthRoutes } from './routes/oauth-routes';
import { officeRoutes } from './routes/office-routes';
import { postcodeRoutes } from './routes/postcode-routes';
import { reasonCodeRoutes } from './routes/reason-code-routes';
import { evidenceRecordRoutes } from './routes/evidence-record-routes';
import { customerMessageRoutes } from './routes/customer-message-routes';
import { registerRoutes } from './routes/register-routes';
import { retailRecordRoutes } from './routes/retail-record-routes';
import { retailWebhookLogRoutes } from './routes/retail-webhook-log-routes';
import { resetPasswordRoutes } from './routes/reset-password-routes';
import { staticDirTestRoutes, testRoutes } from './routes/test-routes';
import { uploadGrantRoutes } from './routes/upload-grant-routes';
import { trackingRoutes } from './routes/tracking-routes';
import { StaticRoot } from './static/static-root';
import { staticSite } from './static/static-site';

/** What shapes the app beyond its services. */
export interface AppSettings {
  staticDir?: string;
  testRoutes?: boolean;
  log?: (line: string) => void;
}

/** The gateway app. */
export function buildApp(services: GatewayServices, settings: AppSettings): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const log = settings.log;
  const origins = { connect: services.objects.connectOrigins(), images: services.objects.imageOrigins() };
  app.use(securityHeaders(origins, { trustProxy: services.trustProxy }), apiCacheControl());
  if (log) app.use(requestLog(log));
  app.use(compressAnswers());
  app.use(bodyLimits(), requestTargetGuard());

  for (const routes of [
    healthRoutes,
    oauthRoutes,
    loginRoutes,
    registerRoutes,
    resetPasswordRoutes,
    jobReadRoutes,
    jobUpdateRoutes,
    evidenceRecordRoutes,
    customerMessageRoutes,
    notesRoutes,
    reasonCodeRoutes,
    draRoutes,
    imageRoutes,
    uploadGrantRoutes,
    heartbeatRoutes,
    officeRoutes,
    retailWebhookLogRoutes,
    retailRecordRoutes,
    postcodeRoutes,
    trackingRoutes,
    ...(settings.testRoutes ? [testRoutes, mailTestRoutes] : []),
  ]) {
    app.route('/', routes(services));
  }
  if (settings.staticDir) {
    const site = new StaticRoot(settings.staticDir);
    if (settings.testRoutes) app.route('/', staticDirTestRoutes(site));
    app.use(staticSite(() => site.dir));
  }

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request' }, error.status);
    }
    log?.(
      `error ${c.req.method} ${loggablePath(c.req.path)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json({ message: messages.somethingWentWrong }, 500);
  });
  return app;
}
