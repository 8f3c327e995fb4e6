import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.embeddedDatabase).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.demoPassword).toBe('Copper-Lantern-42');
    expect(config.publicUrl).toBe('http://localhost:3000');
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).port).toBe(3000);
  });
});
