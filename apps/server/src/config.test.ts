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
    expect(config.maxVideoUploadBytes).toBe(500 * 1_048_576);
  });

  it('reads the video upload limit in MB', () => {
    expect(loadConfig({ MAX_VIDEO_UPLOAD_MB: '8' }).maxVideoUploadBytes).toBe(8 * 1_048_576);
    expect(() => loadConfig({ MAX_VIDEO_UPLOAD_MB: '0' })).toThrow(/MAX_VIDEO_UPLOAD_MB/);
  });

  it('keeps files under DATA_DIR/media without STORAGE_URL, and in a bucket with it', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).storage).toEqual({ kind: 'disk', root: '/srv/portal/media' });
    const bucket = loadConfig({
      STORAGE_URL: 's3://agency-media/portal/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PRESIGN: '1',
    }).storage;
    expect(bucket).toEqual({
      kind: 's3',
      bucket: 'agency-media',
      prefix: 'portal',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      presign: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://agency-media', S3_REGION: 'ap-south-1' }).storage).toMatchObject({
      prefix: '',
      region: 'ap-south-1',
      credentials: undefined,
      presign: false,
    });
  });

  it('refuses a STORAGE_URL that is not s3://bucket, S3 keys without it, half a key pair and videos S3 cannot copy', () => {
    expect(() => loadConfig({ STORAGE_URL: 'https://bucket.example' })).toThrow(/STORAGE_URL: must be s3:\/\/bucket/);
    expect(() => loadConfig({ STORAGE_URL: 's3://UPPER' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_PRESIGN: 'true' })).toThrow(
      /S3_ENDPOINT: set, but STORAGE_URL is not[\s\S]*S3_PRESIGN: set/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID: /);
    expect(() => loadConfig({ STORAGE_URL: 's3://media', MAX_VIDEO_UPLOAD_MB: '6000' })).toThrow(/MAX_VIDEO_UPLOAD_MB: at most 5120/);
    expect(loadConfig({ MAX_VIDEO_UPLOAD_MB: '6000' }).storage.kind).toBe('disk');
  });

  it('trusts X-Forwarded-For from no one, anyone, or the named proxies only', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be true, false, or the proxies’ addresses/);
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
    const config = loadConfig({ ...PRODUCTION_BASE, ...GATEWAY_KEYS });
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.payments.simulators).toBe(false);
    expect(config.payments.esewa.formUrl).toBe('https://epay.esewa.com.np/api/epay/main/v2/form');
    expect(config.payments.khalti.baseUrl).toBe('https://khalti.com/api/v2/');
  });

  it('pays through the built-in simulators outside production', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://portal.test' });
    expect(config.payments.simulators).toBe(true);
    expect(config.payments.esewa).toMatchObject({
      formUrl: 'http://portal.test/sim/esewa/api/epay/main/v2/form',
      productCode: 'EPAYTEST',
      secret: '8gBm/:&EnhH.1/q',
    });
    expect(config.payments.khalti.baseUrl).toBe('http://portal.test/sim/khalti/api/v2/');
    expect(config.sociair).toMatchObject({ simulator: true, baseUrl: 'http://portal.test/sim/sociair/' });
  });

  it('refuses simulators, simulator addresses and test merchant keys in production', () => {
    const attempt = () =>
      loadConfig({
        ...PRODUCTION_BASE,
        PAYMENT_SIMULATORS: 'true',
        ESEWA_FORM_URL: 'https://portal.example.com/sim/esewa/api/epay/main/v2/form',
        ESEWA_PRODUCT_CODE: 'EPAYTEST',
        ESEWA_SECRET: '8gBm/:&EnhH.1/q',
        SOCIAIR_SIMULATOR: 'true',
        SOCIAIR_BASE_URL: 'https://portal.example.com/sim/sociair/',
      });
    expect(attempt).toThrow(
      /PAYMENT_SIMULATORS[\s\S]*SOCIAIR_SIMULATOR[\s\S]*ESEWA_FORM_URL[\s\S]*SOCIAIR_BASE_URL: a simulator[\s\S]*ESEWA_PRODUCT_CODE[\s\S]*ESEWA_SECRET[\s\S]*KHALTI_SECRET_KEY/,
    );
  });
});

const PRODUCTION_BASE = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db:5432/portal',
  SMTP_URL: 'smtp://mail:587',
  PUBLIC_URL: 'https://portal.example.com/',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
};
const GATEWAY_KEYS = {
  ESEWA_PRODUCT_CODE: 'NP-ES-AGENCY',
  ESEWA_SECRET: 'merchant-secret',
  KHALTI_SECRET_KEY: 'live_secret_key_x',
  SOCIAIR_BASE_URL: 'https://api.sociair.example/',
};
