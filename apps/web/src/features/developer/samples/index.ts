import javaController from './java/PortalController.java?raw';
import serverJs from './javascript/server.mjs?raw';
import laravelRoutes from './laravel/api.php?raw';
import laravelMiddleware from './laravel/CheckPortalToken.php?raw';
import laravelController from './laravel/PortalController.php?raw';
import laravelConfig from './laravel/services.php?raw';
import laravelSignature from './laravel/VerifyPortalSignature.php?raw';
import plainPhp from './php/index.php?raw';
import flaskApp from './python/app.py?raw';
import webhookJava from './webhooks/PortalWebhookController.java?raw';
import webhookLaravel from './webhooks/PortalWebhookController.php?raw';
import webhookJs from './webhooks/webhook.mjs?raw';
import webhookPhp from './webhooks/webhook.php?raw';
import webhookFlask from './webhooks/webhook.py?raw';

/** The highlight.js grammar a sample is coloured with. */
export type SampleGrammar = 'javascript' | 'php' | 'python' | 'java';
export type SampleFile = { path: string; code: string };
export type Sample = { id: string; label: string; grammar: SampleGrammar; files: SampleFile[] };

/**
 * The Developer guide's sample receivers, real source files (receivers.test.ts runs them against the
 * client-site contract and docs/SITE-PUSH.md's signed pushes), shown in this order.
 */
export const SAMPLES: readonly Sample[] = [
  { id: 'javascript', label: 'JavaScript', grammar: 'javascript', files: [{ path: 'server.mjs', code: serverJs }] },
  {
    id: 'laravel',
    label: 'Laravel',
    grammar: 'php',
    files: [
      { path: 'routes/api.php', code: laravelRoutes },
      { path: 'app/Http/Middleware/CheckPortalToken.php', code: laravelMiddleware },
      { path: 'app/Http/Middleware/VerifyPortalSignature.php', code: laravelSignature },
      { path: 'app/Http/Controllers/PortalController.php', code: laravelController },
      { path: 'config/services.php', code: laravelConfig },
    ],
  },
  { id: 'php', label: 'PHP', grammar: 'php', files: [{ path: 'index.php', code: plainPhp }] },
  { id: 'python', label: 'Python', grammar: 'python', files: [{ path: 'app.py', code: flaskApp }] },
  {
    id: 'java',
    label: 'Java',
    grammar: 'java',
    files: [{ path: 'src/main/java/com/example/portal/PortalController.java', code: javaController }],
  },
];

/** The webhook signature check of the Feed API page in the same five languages (webhook-receivers.test.ts runs them). */
export const WEBHOOK_SAMPLES: readonly Sample[] = [
  { id: 'javascript', label: 'JavaScript', grammar: 'javascript', files: [{ path: 'webhook.mjs', code: webhookJs }] },
  {
    id: 'laravel',
    label: 'Laravel',
    grammar: 'php',
    files: [{ path: 'app/Http/Controllers/PortalWebhookController.php', code: webhookLaravel }],
  },
  { id: 'php', label: 'PHP', grammar: 'php', files: [{ path: 'webhook.php', code: webhookPhp }] },
  { id: 'python', label: 'Python', grammar: 'python', files: [{ path: 'webhook.py', code: webhookFlask }] },
  {
    id: 'java',
    label: 'Java',
    grammar: 'java',
    files: [{ path: 'src/main/java/com/example/portal/PortalWebhookController.java', code: webhookJava }],
  },
];
