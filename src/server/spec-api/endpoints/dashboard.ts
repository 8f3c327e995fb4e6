import type { SpecApiApp } from '../spec-api-app.ts';

export async function dashboardEndpoints(_api: SpecApiApp) {}
