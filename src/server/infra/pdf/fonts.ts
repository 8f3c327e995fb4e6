import { createRequire } from 'node:module';

export type PdfFonts = { regular: string; bold: string };

let resolved: PdfFonts | undefined;

/**
 * The DejaVu Sans files (they carry ğ ş ı İ and the currency signs; pdfkit's built-in Helvetica
 * does not). Resolved through Node's module lookup from this module, so the same code finds
 * node_modules from src/server/infra/pdf under tsx and from dist/server/main.js in the build,
 * which keeps packages external (scripts/build-server.mjs).
 */
export function pdfFonts(): PdfFonts {
  if (resolved) return resolved;
  const require = createRequire(import.meta.url);
  resolved = {
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  return resolved;
}
