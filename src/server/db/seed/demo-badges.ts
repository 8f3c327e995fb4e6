import { DEMO_COMPANIES } from './data/demo-companies.ts';
import { DEMO_ADMIN, DEMO_CANDIDATE, DEMO_RECRUITERS } from './data/demo-people.ts';
import { avatarSvg, companyLogoSvg } from './demo-logos.ts';

/** Every badge the demo data shows: each company's logo and each demo account's avatar. */
export function allDemoBadges(): Buffer[] {
  const people = [
    DEMO_ADMIN,
    DEMO_CANDIDATE,
    ...DEMO_RECRUITERS,
    ...DEMO_COMPANIES.flatMap((company) => [
      company.owner,
      ...(company.member ? [company.member] : []),
    ]),
  ];
  return [
    ...DEMO_COMPANIES.map((company) => companyLogoSvg(company.name, company.color)),
    ...people.map((person) => avatarSvg(person.firstname, person.lastname)),
  ];
}
