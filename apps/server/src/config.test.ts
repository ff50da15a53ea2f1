import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('names every bad key at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('refuses production without PostgreSQL, SMTP, a public address and a signing key, or with demo data', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL[\s\S]*SMTP_URL[\s\S]*PUBLIC_URL[\s\S]*APP_SECRET[\s\S]*SEED_DEMO/);
  });

  it('accepts a complete production setup and turns demo data off', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://portal.example.com/',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    });
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://portal.example.com');
  });
});
