import { useSyncExternalStore } from 'react';
import { themeStore } from './theme-store.ts';

export function useTheme() {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getSnapshot);
}
