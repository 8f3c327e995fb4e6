/**
 * Sentences a job text is assembled from. Placeholders: {company}, {title}, {city}, {skills}
 * (the role's tools joined as a list) and {skill} (its main tool).
 */
export type FamilyText = {
  intro: readonly string[];
  duties: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
};
