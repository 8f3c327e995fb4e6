import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.ts';
import { publicPagePreloads } from './scripts/vite/public-page-preloads.ts';
import { startupChunkNamer } from './scripts/vite/startup-chunks.ts';

const outRoot = process.env.OUT_DIR ?? 'dist';

// React Router's package exports only its development build (its own Vite plugin swaps in the
// production one, which differs only in leaving out the development warnings); so do we.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild, command }) => ({
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : undefined,
  // The browser's build is compressed once here, not by the server on every request.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: isSsrBuild
    ? {
        // The public pages' server renderer (src/client/ssr/entry-server.tsx), loaded by the API.
        outDir: `${outRoot}/ssr`,
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        copyPublicDir: false,
      }
    : {
        outDir: `${outRoot}/client`,
        emptyOutDir: true,
        sourcemap: true,
        // .vite/manifest.json: scripts/check-bundle-budget.mjs reads the chunk graph from it.
        manifest: true,
        chunkSizeWarningLimit: 800,
        modulePreload: { resolveDependencies: publicPagePreloads },
        // The public pages' start-up in a dozen files, not thirty-odd (scripts/vite/startup-chunks.ts).
        // Each group holds its modules' imports already (a stage's, or a page's and the stages'),
        // so none needs to pull them in again.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: startupChunkNamer(import.meta.dirname),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  // The renderer carries its own copy of React and the UI libraries: the server imports nothing
  // from them, and they need not resolve under Node's rules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
}));
