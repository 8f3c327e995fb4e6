// `npm start`: builds the client and server when the build is missing or older than the sources,
// then runs the server.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = [
  'dist/server/main.js',
  'dist/server/cv-worker.js',
  'dist/client/index.html',
  'dist/ssr/entry-server.js',
];
const inputs = ['src', 'public', 'index.html', 'package-lock.json', 'vite.config.ts'];

function newest(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newest(path.join(file, name))));
}

const built = outputs.every((file) => fs.existsSync(file));
const stale =
  !built ||
  Math.max(...inputs.filter(fs.existsSync).map(newest)) > Math.min(...outputs.map(newest));
if (stale) {
  console.log('[start] building the app (first start or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));
