import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../sync-server/src/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-config-'));
  dirs.push(dir);
  return dir;
}

describe('configuration from the environment', () => {
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('defaults: port 3000, embedded database, CORS closed, local generation without a key', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      corsOrigins: [],
      trustProxy: false,
      googleIssuer: 'https://accounts.google.com',
      generationProvider: 'local',
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-test' }).generationProvider).toBe('openai');
  });

  it('without JWT_SECRET, generates one secret, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    const fromEnv = 'from-the-environment-and-long-enough-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: fromEnv }).jwtSecret).toBe(fromEnv);
  });

  it('refuses a JWT_SECRET that is short or a change-me placeholder, and docker compose has no fallback secret', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'change-me-to-a-long-random-secret-please' })).toThrow(/placeholder/);
    const compose = readFileSync(path.join(import.meta.dirname, '../../docker-compose.yml'), 'utf8');
    expect(compose).toContain('JWT_SECRET: ${JWT_SECRET:?');
    expect(compose).not.toMatch(/change-me/i);
  });

  it('parses lists and pass-through keys, and refuses bad values with a clear message', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://recipes.example/',
      CORS_ORIGINS: ' https://a.example ,https://b.example,, ',
      STRIPE_PRICE_PRO_MONTHLY: 'price_123',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.publicUrl).toBe('https://recipes.example');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.stripePrices).toEqual({ pro_monthly: 'price_123' });
    expect(config.smtpUrl).toBe('smtp://mail.example:587');
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), GENERATION_PROVIDER: 'magic' })).toThrow(/GENERATION_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
