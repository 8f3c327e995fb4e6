import { build } from 'esbuild';

await build({
  // The CV reader's worker thread loads cv-worker.js from beside main.js (infra/cv-reader).
  entryPoints: {
    main: 'src/server/main.ts',
    'cv-worker': 'src/server/infra/cv-reader/cv-worker.ts',
  },
  outdir: `${process.env.OUT_DIR ?? 'dist'}/server`,
  bundle: true,
  // Chunks for what main.ts imports lazily: a cluster's primary never loads the app's packages.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  supported: { 'import-attributes': true },
});
