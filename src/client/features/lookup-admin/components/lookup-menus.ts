/** The menu entries of the lookup pages (their names are also their route names). */
export type LookupMenu =
  | 'candidateStatus'
  | 'educationLevel'
  | 'jobTypes'
  | 'jobStatus'
  | 'jobIndustries'
  | 'jobSalary'
  | 'jobLocation';
