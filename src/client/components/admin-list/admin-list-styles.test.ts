import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '../../features');
const IMPORT = "@import '../../components/admin-list/admin-list.css';";
/** The list itself, or a class the kit's styles define (page layout, status pills). */
const USES_KIT = /<AdminList\b|\b(status-pill|admin-list-page|admin-field)\b/;

function filesOf(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    return entry.isDirectory() ? filesOf(at) : [at];
  });
}

// A page's styles arrive with its own chunk: a list whose feature does not bring the kit's styles
// looks right only after another list page brought them (its filters unstyled when opened first).
describe('every feature that shows an admin list or its pieces brings the list kit’s styles', () => {
  const features = fs
    .readdirSync(FEATURES)
    .filter((name) =>
      filesOf(path.join(FEATURES, name)).some(
        (file) => file.endsWith('.tsx') && USES_KIT.test(fs.readFileSync(file, 'utf8')),
      ),
    );

  it.each(features)('%s', (feature) => {
    const styles = filesOf(path.join(FEATURES, feature)).filter((file) => file.endsWith('.css'));
    expect(styles.some((file) => fs.readFileSync(file, 'utf8').includes(IMPORT))).toBe(true);
  });

  it('finds the lists', () => {
    expect(features).toEqual(expect.arrayContaining(['privacy', 'lookup-admin', 'billing-plan']));
  });
});
