import crypto from 'node:crypto';

/** A short random suffix that keeps names, emails and codes unique within a test database. */
export const unique = (bytes = 4) => crypto.randomBytes(bytes).toString('hex');
