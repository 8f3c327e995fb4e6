import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Pages without header and footer (chrome 'none': login, sign-up, not found, ...). */
export function BareLayout() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} className="bare-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
