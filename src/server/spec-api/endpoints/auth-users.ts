import type { SpecApiApp } from '../spec-api-app.ts';

export async function authUsersEndpoints(_api: SpecApiApp) {}
