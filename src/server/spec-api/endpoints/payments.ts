import type { SpecApiApp } from '../spec-api-app.ts';

export async function paymentsEndpoints(_api: SpecApiApp) {}
