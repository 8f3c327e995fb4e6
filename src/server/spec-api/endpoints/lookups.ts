import type { SpecApiApp } from '../spec-api-app.ts';

export async function lookupsEndpoints(_api: SpecApiApp) {}
