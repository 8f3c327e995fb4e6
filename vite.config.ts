import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: `${process.env.OUT_DIR ?? 'dist'}/client`,
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: scripts/check-bundle-budget.mjs reads the chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
