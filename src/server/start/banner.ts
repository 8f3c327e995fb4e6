import type { Config } from '../config.ts';
import { knownDemoPassword } from './demo-password.ts';

export type Say = (message: string) => void;

const DEMO_ACCOUNTS = [
  ['admin@demo.local', 'internal staff (admin)'],
  ['recruiter@demo.local', 'recruiter'],
  ['candidate@demo.local', 'candidate'],
  ['company@demo.local', 'company member'],
] as const;

/** What a person who ran `npm start` needs: the address and, with demo data, the accounts. */
export function announceStarted(config: Config, port: number, say: Say) {
  say(
    `Referral marketplace running at http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`,
  );
  if (config.seedDemo) {
    const password = knownDemoPassword(config);
    say(
      password
        ? `Demo accounts (password ${password}):`
        : 'Demo accounts (with the password they were given when first seeded):',
    );
    for (const [email, role] of DEMO_ACCOUNTS) say(`  ${email.padEnd(24)} ${role}`);
  }
}
