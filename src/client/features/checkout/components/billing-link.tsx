import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pathFor } from '#shared/routes.ts';

/** To the company's billing details, which send the company back here once saved. */
export function BillingLink({ children }: { children: ReactNode }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Link
      className="checkout-link"
      to={`${pathFor('companyBillingInfo')}?${new URLSearchParams({ returnTo }).toString()}`}
    >
      {children}
    </Link>
  );
}
