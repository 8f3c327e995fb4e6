import type { SpecApiApp } from '../spec-api-app.ts';

export async function usersEndpoints(_api: SpecApiApp) {}
