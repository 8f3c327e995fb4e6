// First stage of start-up (see main.tsx): React and its DOM renderer, evaluated in a task of their own.
export { createRoot, hydrateRoot } from 'react-dom/client';
