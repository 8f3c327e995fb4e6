import { createHash } from 'node:crypto';
import { DEMO_IMAGES } from './data/demo-images.generated.ts';

/** A badge's key among the renderings: its SVG's digest, so a changed design or name needs a new one. */
export const badgeKey = (svg: Buffer) =>
  createHash('sha256').update(svg).digest('hex').slice(0, 16);

export const DEMO_IMAGE_TYPE = { extension: 'webp', mimeType: 'image/webp' } as const;

/**
 * The WebP rendering of a demo badge (scripts/render-demo-images.ts draws them with Chromium).
 * Demo logos and avatars are raster images like every picture a user can upload (PNG, JPEG or
 * WebP); an SVG in an <img> would also cost the page's main thread a document of its own.
 */
export function demoBadgeImage(svg: Buffer): Buffer {
  const base64 = DEMO_IMAGES[badgeKey(svg)];
  if (!base64) throw new Error('A demo logo or avatar has no rendering: run npm run demo:images');
  return Buffer.from(base64, 'base64');
}
