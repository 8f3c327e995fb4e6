import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// Exercises the embedded launcher itself, so it runs only when the suite uses the embedded server.
const embedded = !process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-crash-'));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already gone (ESRCH): the file outlived a database that stopped by itself
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, baseUrl: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Solves the server's bot check the way the browser does (the sign-up is gated by it). */
async function botCheckToken(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/bot-check/challenge?action=signup`);
  const body = (await response.json()) as { provider: string; challenge: Challenge };
  if (body.provider !== 'altcha') throw new Error('expected the built-in bot check');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

/**
 * Signs candidates up (the public, bot-checked sign-up) as fast as it can until stopped; returns
 * the e-mails the server acknowledged. The sign-up limit (50 an hour per IP) is far above the
 * handful of writes each round makes before the kill.
 */
async function writeUntilKilled(baseUrl: string, kill: () => void) {
  const acknowledged: string[] = [];
  const refused: number[] = [];
  let running = true;
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const name = `crash-${n}-${i}-${Date.now()}`;
      const email = `${name}@example.test`;
      try {
        const response = await fetch(`${baseUrl}/api/accounts/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstname: 'Crash',
            lastname: 'Test',
            email,
            password: 'Sunny-Rivers-42',
            linkedinPage: `linkedin.com/in/${name}`,
            marketingChannelId: 1,
            termsAccepted: true,
            captchaToken: await botCheckToken(baseUrl),
          }),
        });
        if (response.status === 201) acknowledged.push(email);
        // 503 is the answer to a database slow to hand out a connection (a loaded CI machine):
        // the client tries again later, so does this worker.
        else if (response.status !== 503) refused.push(response.status);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  // Kill once some writes are acknowledged, while the workers still have writes in flight.
  const deadline = Date.now() + 60_000;
  while (acknowledged.length < 5 && refused.length === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  kill();
  running = false;
  await Promise.all(workers);
  expect(refused).toEqual([]); // every sign-up before the kill is accepted (no 400/429)
  return acknowledged;
}

async function storedEmails() {
  const pidFile = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pidFile[3]),
    user: 'postgres',
    password,
    database: 'app',
  });
  await client.connect();
  const { rows } = await client.query<{ email: string }>(
    "SELECT email FROM users WHERE email LIKE 'crash-%'",
  );
  await client.end();
  return new Set(rows.map((r) => r.email));
}

describe.runIf(embedded)('a server killed with SIGKILL during writes', () => {
  it(
    'starts again by itself and keeps every acknowledged write',
    { timeout: 180_000 },
    async () => {
      const first = await startServer();
      const beforeKill = await writeUntilKilled(first.baseUrl, () => first.child.kill('SIGKILL'));
      expect(beforeKill.length).toBeGreaterThan(0);

      // The database server outlived Node; the next start must stop it and carry on.
      const second = await startServer();
      const stored = await storedEmails();
      for (const email of beforeKill) expect(stored.has(email)).toBe(true);

      // Now kill both Node and PostgreSQL mid-write: PostgreSQL's crash recovery must keep the writes.
      const postmasterPid = Number(
        fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      const beforeCrash = await writeUntilKilled(second.baseUrl, () => {
        process.kill(postmasterPid, 'SIGKILL');
        second.child.kill('SIGKILL');
      });
      expect(beforeCrash.length).toBeGreaterThan(0);
      const third = await startServer();
      const recovered = await storedEmails();
      for (const email of [...beforeKill, ...beforeCrash]) expect(recovered.has(email)).toBe(true);
      const health = await fetch(`${third.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      third.child.kill('SIGTERM');
      await new Promise((resolve) => third.child.once('exit', resolve));
    },
  );
});
