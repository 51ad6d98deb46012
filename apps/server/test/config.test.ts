import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidcIssuer).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidcAudience).toBe('http://localhost:3000/api');
    expect(config.demoData).toBe(true);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.oidcAccessTokenTtl).toBe(12 * 60 * 60);
  });

  it('lists every wrong value at once with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_ACCESS_TOKEN_TTL: '10',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(problems).toContain('DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")');
    expect(problems).toContain('REDIS_URL is not a valid URL (got "not a url")');
    expect(problems).toContain('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    expect(problems).toContain('OIDC_AUDIENCE is required when OIDC_ISSUER is set');
    expect(problems).toContain(
      'OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds from 30 to 86400 (got "10")',
    );
  });

  it('takes an external provider with its client and audience, and turns demo data off', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'api://sportzone',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
    });
    expect(config.oidcIssuer).toBe('https://login.example.com/tenant/v2.0');
    expect(config.demoData).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it('seeds demo accounts by default only on a local address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://scores.example.com' }).demoData).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://scores.example.com', DEMO_DATA: 'yes' }).demoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).demoData).toBe(true);
  });
});
