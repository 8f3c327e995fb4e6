import { describe, expect, it } from 'vitest';
import { allDemoBadges } from './demo-badges.ts';
import { DEMO_IMAGES } from './data/demo-images.generated.ts';
import { badgeKey, demoBadgeImage } from './demo-images.ts';
import { avatarSvg } from './demo-logos.ts';

/** Width and height from a WebP's VP8X header (the renderings carry alpha, so they are extended). */
function webpSize(image: Buffer) {
  expect(image.toString('ascii', 0, 4)).toBe('RIFF');
  expect(image.toString('ascii', 8, 16)).toBe('WEBPVP8X');
  return { width: image.readUIntLE(24, 3) + 1, height: image.readUIntLE(27, 3) + 1 };
}

describe('demo badge images', () => {
  it('has a 192 px WebP rendering of every demo logo and avatar as they are designed now', () => {
    const badges = allDemoBadges();
    expect(badges.length).toBeGreaterThan(40);
    for (const svg of badges)
      expect(webpSize(demoBadgeImage(svg))).toEqual({ width: 192, height: 192 });
  });

  it('keeps no rendering that no demo badge uses any more', () => {
    const used = new Set(allDemoBadges().map(badgeKey));
    expect(Object.keys(DEMO_IMAGES).filter((key) => !used.has(key))).toEqual([]);
  });

  it('asks for a new rendering when a badge changed', () => {
    expect(() => demoBadgeImage(avatarSvg('Nobody', 'Rendered'))).toThrow(/npm run demo:images/);
  });
});
