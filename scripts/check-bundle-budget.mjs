// Fails the build when the JavaScript a public page needs before it is usable exceeds its budget.
// "Needs" = the entry (index.html's script) and its static imports, the start-up stages the entry
// imports one after the other (src/client/boot), plus the route's lazily loaded modules (layout
// and page) and their static imports, read from Vite's manifest. Dynamic imports
// made later (dialogs, the rest of the i18n catalogue, the toast host) are not counted: they load
// after first paint. Sizes are gzip level 9, in kB of 1,000 bytes (as Vite prints them).
//   node scripts/check-bundle-budget.mjs [distDir]   (default: $OUT_DIR or dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist =
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.OUT_DIR ?? 'dist';
const clientDir = path.join(dist, 'client');
const manifestPath = path.join(clientDir, '.vite', 'manifest.json');

// The modules are listed once for the build, the server and this script (a plain `node` script,
// so it reads the JSON rather than src/shared/public-startup.ts).
const startup = JSON.parse(
  fs.readFileSync(new URL('../src/shared/public-startup.json', import.meta.url), 'utf8'),
);

/**
 * Issue 3's budget: 200 kB for the home page; the other pages are reported only. A page's modules
 * are its route's lazily loaded ones, without the lazy parts it shows or PrimeReact's texts.
 */
const ROUTES = [
  { name: 'home (/)', page: 'home', budgetKb: 200 },
  { name: 'jobs (/jobs)', page: 'jobs' },
  { name: 'job detail', page: 'jobDetail' },
].map((route) => ({ ...route, modules: startup.pages[route.page].routeModules }));

/** What main.tsx loads in stages before any page (one task each), with their static imports. */
const BOOT_MODULES = startup.bootStages;

if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run the build first (build.manifest is on).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry.');
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const code = fs.readFileSync(path.join(clientDir, file));
    gzipCache.set(file, zlib.gzipSync(code, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The module's chunk and every chunk it imports statically, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (renamed or no longer lazy?)`);
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
let failed = false;
for (const route of ROUTES) {
  const files = staticClosure(entryKey);
  try {
    for (const key of [...BOOT_MODULES, ...route.modules]) staticClosure(key, files);
  } catch (error) {
    console.error(`${route.name}: ${error.message}`);
    failed = true;
    continue;
  }
  const sizes = [...files].map((file) => ({ file, gzip: gzipSize(file) }));
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
  const fails = route.budgetKb !== undefined && total > route.budgetKb * 1000;
  if (fails) failed = true;
  const budget = route.budgetKb === undefined ? 'no budget' : `budget ${route.budgetKb} kB`;
  const status = fails ? 'FAIL' : 'ok';
  console.log(
    `${status.padEnd(4)} ${route.name}: ${kb(total)} kB gzip in ${files.size} files (${budget})`,
  );
  if (fails || process.env.BUDGET_VERBOSE)
    for (const { file, gzip } of sizes) console.log(`       ${kb(gzip).padStart(7)} kB  ${file}`);
}
if (failed) {
  console.error(
    '\nJavaScript budget exceeded: see docs/performance.md (Bundle) for how to find why.',
  );
  process.exit(1);
}
