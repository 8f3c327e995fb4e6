import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
}
