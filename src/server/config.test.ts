import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.embeddedDatabase).toBe(true);
    expect(config.seedDemo).toBe(true);
    // Made at the first seeding unless set (start/demo-password.ts): never a published default.
    expect(config.demoPassword).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads TRUST_PROXY as nobody, a number of proxies or their addresses, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , ::1 ' }).trustProxy).toBe('10.0.0.0/8,::1');
  });

  it('has the test checkout with the demo data only, unless TEST_CHECKOUT says otherwise', () => {
    const external = 'postgres://u:p@db:5432/app';
    expect(loadConfig({}).testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testCheckout).toBe(true);
    expect(loadConfig({ DATABASE_URL: external }).testCheckout).toBe(false);
    expect(loadConfig({ DATABASE_URL: external, NODE_ENV: 'test' }).testCheckout).toBe(false);
    expect(loadConfig({ DATABASE_URL: external, SEED_DEMO: 'true' }).testCheckout).toBe(true);
    expect(loadConfig({ DATABASE_URL: external, TEST_CHECKOUT: 'on' }).testCheckout).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).testCheckout).toBe(false);
    expect(loadConfig({ TEST_CHECKOUT: 'off' }).testCheckout).toBe(false);
    expect(() => loadConfig({ TEST_CHECKOUT: 'sometimes' })).toThrow(ConfigError);
  });

  it('turns demo data off by default on an external database', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' });
    expect(config.embeddedDatabase).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/app', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['PUBLIC_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'smtp server'],
    ['PAYOUT_DEBTOR_IBAN', 'DE00 3704 0044 0532 0130 00'],
    ['PAYOUT_DEBTOR_BIC', 'not a bic'],
    ['WORKERS', '0'],
    ['WORKERS', '-2'],
    ['WORKERS', '1.5'],
    ['WORKERS', 'all'],
    ['WORKERS', '26'],
    ['TRUST_PROXY', 'all'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '10.0.0.0/8, proxy.example'],
  ])('stops with one line naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`Invalid environment variable ${name}=`);
      expect(message).not.toContain('\n');
    }
  });

  it('runs one server process unless WORKERS asks for more', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: ' 4 ' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(Math.min(os.availableParallelism(), 25));
    expect(loadConfig({ WORKERS: 'AUTO' }).workers).toBe(loadConfig({ WORKERS: 'auto' }).workers);
  });

  it('keeps the processes within the embedded database’s 300 connections', () => {
    // Each process holds its pool and one LISTEN connection; 20 stay free for set-up and staff.
    expect(loadConfig({ WORKERS: '25' }).workers).toBe(25);
    expect(loadConfig({ WORKERS: '5', DATABASE_POOL_SIZE: '55' }).workers).toBe(5);
    expect(() => loadConfig({ WORKERS: '6', DATABASE_POOL_SIZE: '55' })).toThrow(
      /WORKERS="6": the embedded database takes at most 5 processes/,
    );
    expect(loadConfig({ WORKERS: 'auto', DATABASE_POOL_SIZE: '200' }).workers).toBe(1);
    // An external server's limit is its operator's to size.
    expect(loadConfig({ WORKERS: '64', DATABASE_URL: 'postgres://u:p@db:5432/app' }).workers).toBe(
      64,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).port).toBe(3000);
  });
});
