import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Public pages: top bar, content, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
