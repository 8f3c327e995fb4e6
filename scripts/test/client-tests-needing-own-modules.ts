import fs from 'node:fs';
import path from 'node:path';

/**
 * The client test files that need a module graph of their own, so that the rest can share one per
 * worker: a file that replaces a module (`vi.mock`) would see it already loaded by an earlier
 * file, and the server-rendering test gives up a render midway (React's server renderer leaves
 * the contexts of that render set on the shared context objects, which a later client render
 * then reads). Found by reading the files, so a new `vi.mock` needs no entry here.
 */
export function clientTestsNeedingOwnModules(root: string): string[] {
  const replacesModules = fs
    .readdirSync(path.join(root, 'src/client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join('src/client', file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  return [...replacesModules, 'src/client/ssr/entry-server.test.tsx'].sort();
}
