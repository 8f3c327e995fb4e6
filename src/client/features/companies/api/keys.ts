/** Query keys of the companies feature (staff screens and the company profile). */
export const COMPANIES_KEY = ['companies'] as const;
export const COMPANY_PROFILE_KEY = ['company-profile'] as const;
