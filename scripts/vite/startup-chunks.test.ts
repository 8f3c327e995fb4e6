import { describe, expect, it } from 'vitest';
import { BOOT_STAGES, startupChunkNamer, type ModuleGraph } from './startup-chunks.ts';

const ROOT = '/app';
const at = (file: string) => `${ROOT}/${file}`;

const HOME = 'src/client/features/home/pages/home-page.tsx';
const CAROUSEL = 'src/client/features/home/components/jobs-carousel.tsx';
const JOBS = 'src/client/features/jobs/pages/jobs-page.tsx';
const DETAIL_LAYOUT = 'src/client/layout/job-detail-layout.tsx';
const DETAIL = 'src/client/features/jobs/pages/job-detail-page.tsx';
const PRIME_LOCALE = 'src/client/i18n/primereact-locale.ts';

/** main → next-task; the four stages; three pages and the parts they start with. */
const IMPORTS: Record<string, string[]> = {
  'src/client/main.tsx': ['src/client/lib/next-task.ts'],
  'src/client/boot/react-runtime.ts': ['node_modules/react-dom/client.js'],
  'node_modules/react-dom/client.js': ['node_modules/react/index.js'],
  'src/client/boot/libraries.ts': ['node_modules/react/index.js', 'node_modules/i18next/i18n.js'],
  'src/client/boot/start.tsx': ['src/client/lib/next-task.ts', 'src/client/i18n/i18n.ts'],
  'src/client/i18n/i18n.ts': ['node_modules/i18next/i18n.js'],
  'src/client/start-app.tsx': ['src/client/router/route-table.tsx'],
  [HOME]: ['src/client/features/home/hero.tsx', 'src/client/features/jobs/search-form.tsx'],
  [CAROUSEL]: ['src/client/features/jobs/job-card.tsx'],
  [JOBS]: ['src/client/features/jobs/search-form.tsx', 'src/client/features/jobs/job-card.tsx'],
  [DETAIL_LAYOUT]: ['src/client/layout/public-layout.tsx'],
  [DETAIL]: ['src/client/features/jobs/job-card.tsx', 'node_modules/primereact/api.js'],
  [PRIME_LOCALE]: ['node_modules/primereact/api.js'],
  'src/client/features/jobs/search-form.tsx': ['src/client/i18n/i18n.ts'],
  'src/client/features/back-office/users-page.tsx': ['src/client/features/jobs/job-card.tsx'],
};

const graph: ModuleGraph = {
  getModuleInfo: (id) => ({ importedIds: (IMPORTS[id.slice(ROOT.length + 1)] ?? []).map(at) }),
};

const groupOf = (file: string) => startupChunkNamer(ROOT)(at(file), graph);

describe('the start-up chunk groups of the public pages', () => {
  it('puts a module with the first boot stage that imports it', () => {
    expect(groupOf('node_modules/react-dom/client.js')).toBe('react-runtime-modules');
    expect(groupOf('node_modules/react/index.js')).toBe('react-runtime-modules');
    expect(groupOf('node_modules/i18next/i18n.js')).toBe('libraries-modules');
    expect(groupOf('src/client/i18n/i18n.ts')).toBe('start-modules');
    expect(groupOf('src/client/router/route-table.tsx')).toBe('start-app-modules');
  });

  it("leaves the entry's own imports in the entry", () => {
    expect(groupOf('src/client/lib/next-task.ts')).toBeNull();
  });

  it('groups what one page starts with under its name, with the parts it shows at once', () => {
    expect(groupOf('src/client/features/home/hero.tsx')).toBe('home-modules');
    expect(groupOf('src/client/layout/public-layout.tsx')).toBe('job-detail-modules');
  });

  it('groups what several pages start with under that set of pages', () => {
    expect(groupOf('src/client/features/jobs/search-form.tsx')).toBe('shared-home-jobs');
    expect(groupOf('src/client/features/jobs/job-card.tsx')).toBe('shared-home-job-detail-jobs');
    expect(groupOf('node_modules/primereact/api.js')).toBe('shared-job-detail-jobs');
  });

  it('keeps the stage, page and part modules in chunks of their own, and the rest automatic', () => {
    for (const root of [...BOOT_STAGES, HOME, CAROUSEL, JOBS, DETAIL_LAYOUT, DETAIL, PRIME_LOCALE])
      expect(groupOf(root), root).toBeNull();
    expect(groupOf('src/client/features/back-office/users-page.tsx')).toBeNull();
  });
});
