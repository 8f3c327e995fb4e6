/**
 * Navigation for code outside React (logout after a 401, the session service). The app router
 * registers itself at start; before that, and in plain scripts, the browser location is used.
 */
export type AppNavigator = {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentPath: () => string;
};

const browserNavigator: AppNavigator = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let active: AppNavigator = browserNavigator;

export function setAppNavigator(navigator: AppNavigator | null): void {
  active = navigator ?? browserNavigator;
}

export const appNavigator: AppNavigator = {
  navigate: (to, options) => active.navigate(to, options),
  currentPath: () => active.currentPath(),
};
