export const ROLE = { admin: 1, recruiter: 2, candidate: 3, company: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS = Object.values(ROLE) as RoleId[];
