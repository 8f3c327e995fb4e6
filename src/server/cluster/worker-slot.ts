/** Tells a worker its place (1 to WORKERS); set by the worker pool, kept by a replacement. */
export const WORKER_SLOT_VARIABLE = 'CLUSTER_WORKER_SLOT';

/** The place whose worker runs the scheduled jobs (docs/decisions/15-several-processes.md). */
export const SCHEDULED_JOBS_SLOT = 1;

/**
 * Whether this worker runs the reward release timer and the pg-boss retention schedule: one
 * worker does, so that N workers never start pg-boss at once (its first `createQueue` deadlocks
 * when two processes run it together) nor poll for the same jobs N times.
 */
export function runsScheduledJobs(env: NodeJS.ProcessEnv = process.env): boolean {
  return Number(env[WORKER_SLOT_VARIABLE]) === SCHEDULED_JOBS_SLOT;
}
