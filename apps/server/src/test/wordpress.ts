import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { freePort } from './server-process.ts';
import { unzip } from './zip-entries.ts';

const run = promisify(execFile);

/** Debian's `wordpress` package: its files, with symlinks into /etc and /var/lib that a copy follows. */
const WORDPRESS_FILES = '/usr/share/wordpress';
const DB = { host: '127.0.0.1', port: 3306, user: 'root' };
const ADMIN = { login: 'admin', email: 'admin@example.com', password: randomBytes(12).toString('hex') };
const READY_WITHIN_MS = 30_000;

export type Wordpress = {
  /** The site's address, e.g. `http://127.0.0.1:41234` (REST calls go to `${url}/?rest_route=/…`). */
  url: string;
  /** `Basic …`: an administrator's application password, for the REST API. */
  auth: string;
  /** WordPress's REST API as the administrator (`?rest_route=` needs no rewrite rules); throws on an answer that is not 2xx. */
  rest<T>(route: string, init?: { method?: string; body?: unknown }): Promise<T>;
  /** Unzips a plugin into wp-content/plugins and activates it (every `<folder>/<folder>.php` of the zip). */
  installPlugin(zip: Buffer): Promise<void>;
  /** PHP's notices, warnings and errors so far (WP_DEBUG_LOG). */
  debugLog(): string;
  /** Runs PHP code with WordPress loaded (no `<?php`), and answers what it printed. */
  runPhp(code: string): Promise<string>;
  /** Stops PHP's server, drops the database and removes the copy. */
  stop(): Promise<void>;
};

const php = (args: string[], cwd?: string) => run('php', args, { cwd, maxBuffer: 16 * 1024 * 1024 });
const sql = (statement: string) => run('mariadb', ['-u', DB.user, '-h', DB.host, '-P', String(DB.port), '--protocol=TCP', '-e', statement]);

/** Why the tests of a real WordPress cannot run here, or null when they can. */
async function missing(): Promise<string | null> {
  try {
    await php(['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']);
  } catch {
    return 'php with the mysqli extension is not installed (Debian: php-cli php-mysql)';
  }
  if (!fs.existsSync(path.join(WORDPRESS_FILES, 'wp-load.php'))) return `${WORDPRESS_FILES} is missing (Debian: wordpress)`;
  try {
    await sql('SELECT 1');
  } catch {
    return `MariaDB does not answer at ${DB.host}:${DB.port} as ${DB.user} without a password`;
  }
  return null;
}

const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function wpConfig(database: string, url: string): string {
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  return `<?php
define('DB_NAME', ${phpString(database)});
define('DB_USER', ${phpString(DB.user)});
define('DB_PASSWORD', '');
define('DB_HOST', ${phpString(`${DB.host}:${DB.port}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((key) => `define('${key}', '${randomBytes(24).toString('hex')}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_HOME', ${phpString(url)});
define('WP_SITEURL', ${phpString(url)});
// Notices and warnings go to a log the tests can read (never into an answer).
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
if (!defined('ABSPATH')) {
  define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`;
}

const INSTALL = `<?php
define('WP_INSTALLING', true);
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
[$script, $login, $email, $password] = $argv;
$result = wp_install('Portal News test site', $login, $email, true, '', wp_slash($password));
$created = WP_Application_Passwords::create_new_application_password($result['user_id'], ['name' => 'portal tests']);
if (is_wp_error($created)) {
  fwrite(STDERR, $created->get_error_message());
  exit(1);
}
echo $created[0];
`;

const ACTIVATE = `<?php
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin($argv[1]);
if (is_wp_error($result)) {
  fwrite(STDERR, $result->get_error_message());
  exit(1);
}
`;

/** Lets download_url() fetch the tests' loopback servers, on any port. */
const LOOPBACK_MEDIA = `<?php
/* Plugin Name: Loopback media for tests */
add_filter('http_request_host_is_external', '__return_true');
add_filter('http_allowed_safe_ports', static function ($ports, $host, $url) {
  $port = parse_url($url, PHP_URL_PORT);
  return $port ? array_merge((array) $ports, [(int) $port]) : $ports;
}, 10, 3);
`;

/** Polls until PHP's server answers the REST index; throws with what PHP printed when it stops or takes too long. */
async function untilAnswering(server: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`php -S stopped (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/?rest_route=/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`WordPress did not answer within ${READY_WITHIN_MS} ms:\n${output()}`);
}

/**
 * A real WordPress (Debian's package) on a fresh MariaDB database, served by `php -S` with several workers,
 * or the reason it cannot run on this machine.
 */
export async function startWordpress(): Promise<Wordpress | { skip: string }> {
  const reason = await missing();
  if (reason) return { skip: reason };

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wordpress-'));
  const database = `wp_test_${randomBytes(6).toString('hex')}`;
  await run('cp', ['-rL', `${WORDPRESS_FILES}/.`, directory]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.writeFileSync(path.join(directory, 'wp-config.php'), wpConfig(database, url));
  fs.mkdirSync(path.join(directory, 'wp-content', 'mu-plugins'), { recursive: true });
  fs.mkdirSync(path.join(directory, 'wp-content', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(directory, 'wp-content', 'mu-plugins', 'loopback-media.php'), LOOPBACK_MEDIA);
  fs.writeFileSync(path.join(directory, 'portal-install.php'), INSTALL);
  fs.writeFileSync(path.join(directory, 'portal-activate.php'), ACTIVATE);
  await sql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);

  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      // The server and its workers are a process group of their own: end them all.
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await sql(`DROP DATABASE IF EXISTS \`${database}\``);
    fs.rmSync(directory, { recursive: true, force: true });
  };

  try {
    const { stdout: installed } = await php(['portal-install.php', ADMIN.login, ADMIN.email, ADMIN.password], directory);
    // The password is the last line printed (a PHP that displays notices may print some before it).
    const applicationPassword = installed.trim().split('\n').at(-1) ?? '';
    let printed = '';
    server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', directory], {
      cwd: directory,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '8' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const collect = (chunk: Buffer) => {
      printed = (printed + String(chunk)).slice(-20_000);
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    await untilAnswering(server, url, () => printed);

    const auth = `Basic ${Buffer.from(`${ADMIN.login}:${applicationPassword}`).toString('base64')}`;
    return {
      url,
      auth,
      async rest<T>(route: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
        const [routePath, query = ''] = route.split('?');
        const response = await fetch(`${url}/?rest_route=${routePath}${query ? `&${query}` : ''}`, {
          method: init.method ?? 'GET',
          headers: { authorization: auth, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        });
        if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      },
      async installPlugin(zip) {
        const files = [...(await unzip(zip))];
        const plugins = path.join(directory, 'wp-content', 'plugins');
        for (const [name, contents] of files) {
          const target = path.resolve(plugins, name);
          if (!target.startsWith(`${plugins}${path.sep}`)) throw new Error(`zip entry outside the plugins folder: ${name}`);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, contents);
        }
        const mains = new Set(files.map(([name]) => name.split('/')[0]).map((folder) => `${folder}/${folder}.php`));
        for (const main of mains) {
          if (files.some(([name]) => name === main)) await php(['portal-activate.php', main], directory);
        }
      },
      debugLog() {
        const log = path.join(directory, 'wp-content', 'debug.log');
        return fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      },
      async runPhp(code) {
        const file = path.join(directory, `portal-run-${randomBytes(6).toString('hex')}.php`);
        fs.writeFileSync(file, `<?php\nrequire __DIR__ . '/wp-load.php';\n${code}\n`);
        try {
          return (await php([file], directory)).stdout;
        } finally {
          fs.rmSync(file, { force: true });
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every post the plugin made of the portal's item `itemId`, in any status (the plugin keeps the item id in post meta). */
export async function postsOfItem<Post>(wp: Wordpress, itemId: number): Promise<Post[]> {
  const all = await wp.rest<(Post & { meta?: Record<string, unknown> })[]>(
    '/wp/v2/posts?status=publish,draft,trash&per_page=100&context=edit',
  );
  return all.filter((post) => Number(post.meta?._portal_news_item_id) === itemId);
}

/**
 * Links a signed-in client of the portal to the site, as its owner would: the portal's "API" integration at the
 * plugin's routes with `token`, then the plugin's settings with that token, the signing secret the portal made and
 * the portal's address `publicUrl`; posts are published at once.
 */
export async function connectToPortal(
  wp: Wordpress,
  portal: { app: FastifyInstance; clientHeaders: Record<string, string>; publicUrl: string },
  token: string,
) {
  const saved = await portal.app.inject({
    method: 'POST',
    url: '/api/auth/v2/client/my-account/api-clienturl',
    headers: portal.clientHeaders,
    payload: {
      key: 'API',
      values: {
        catergoy_api: `${wp.url}/?rest_route=/portal-news/v1/categories`,
        store_api: `${wp.url}/?rest_route=/portal-news/v1/articles`,
        token,
      },
    },
  });
  if (saved.statusCode !== 201) throw new Error(`saving the site answered ${saved.statusCode}: ${saved.body}`);
  await wp.rest('/wp/v2/settings', {
    method: 'POST',
    body: {
      portal_news_token: token,
      portal_news_secret: saved.json().data.signing_secret,
      portal_news_portal_url: portal.publicUrl,
      portal_news_status: 'publish',
    },
  });
}
