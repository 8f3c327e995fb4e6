/** Every candidate-record query starts with this key; saves and deletes invalidate it. */
export const CANDIDATE_RECORDS_KEY = ['candidate-records'] as const;
