import { createContext, type ReactNode } from 'react';

/**
 * The ripple effect light buttons draw inside them (an element), or null for none. The logged-in
 * app provides PrimeReact's Ripple when the user's theme has ripples on; the public pages have none,
 * as before.
 */
export const LightRippleContext = createContext<ReactNode>(null);
