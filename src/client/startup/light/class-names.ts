/** Joins the truthy class names with single spaces (PrimeReact's `classNames`, without objects). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
