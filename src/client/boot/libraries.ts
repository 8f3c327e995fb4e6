// Second stage of start-up (see main.tsx): the router, the query cache and i18n, in a task of their own.
export { QueryClient } from '@tanstack/react-query';
export { createBrowserRouter } from 'react-router';
export { initReactI18next } from 'react-i18next';
export { default as i18next } from 'i18next';
