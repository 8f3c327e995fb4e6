import type { SpecApiApp } from '../spec-api-app.ts';

export async function filesEndpoints(_api: SpecApiApp) {}
