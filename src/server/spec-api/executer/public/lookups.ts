import { ROLE } from '#shared/constants/roles.ts';
import type { ContactSubject } from '#shared/schemas/contact.ts';
import type { CountriesResponse, LookupListResponse } from '#shared/schemas/lookups.ts';
import type { SqlIdHandler } from '../sql-id.ts';
import { innerGetInLanguage } from './inner-get.ts';

/** The roles a person can sign up as (get-started cards): everything but staff. */
const SIGN_UP_ROLES: readonly number[] = [ROLE.candidate, ROLE.company, ROLE.recruiter];

/** The public lookups of the spec's executor: lists, no parameters, the same for every caller. */
export const publicLookupSqlIds: SqlIdHandler[] = [
  {
    sqlId: 71,
    summary:
      'Countries (public): id, description (caller’s language), iso2, phoneCode, default_curreny',
    async run(context) {
      const { items } = await innerGetInLanguage<CountriesResponse>(
        context,
        '/api/lookups/countries',
      );
      return items.map((country) => ({
        id: country.id,
        description: country.description,
        iso2: country.iso2,
        phoneCode: country.phoneCode,
        default_curreny: country.defaultCurrency,
      }));
    },
  },
  {
    sqlId: 49,
    summary: 'Currencies (public): id, description, code, symbol',
    async run(context) {
      const { items } = await innerGetInLanguage<LookupListResponse>(
        context,
        '/api/lookups/currencies',
      );
      return items.map((currency) => ({
        id: currency.id,
        description: currency.description,
        code: currency.code,
        symbol: currency.symbol ?? null,
      }));
    },
  },
  {
    sqlId: 42,
    summary:
      'Role lookup / startup check (public): the roles a person can sign up as (id, code, description)',
    async run(context) {
      const { items } = await innerGetInLanguage<LookupListResponse>(context, '/api/lookups/roles');
      return items
        .filter((role) => SIGN_UP_ROLES.includes(role.id))
        .map((role) => ({ id: role.id, code: role.code, description: role.description }));
    },
  },
  {
    sqlId: 22,
    summary:
      'Marketing channels (public): id, description, name (`Referance` asks for a reference)',
    async run(context) {
      const { items } = await innerGetInLanguage<LookupListResponse>(
        context,
        '/api/lookups/marketing-channels',
      );
      return items.map((channel) => ({
        id: channel.id,
        description: channel.description,
        name: channel.name ?? channel.code,
        code: channel.code,
      }));
    },
  },
  {
    sqlId: 84,
    summary: 'Contact subjects (public): id, description',
    async run(context) {
      const { subjects } = await innerGetInLanguage<{ subjects: ContactSubject[] }>(
        context,
        '/api/contact/subjects',
      );
      return subjects.map((subject) => ({ id: subject.id, description: subject.description }));
    },
  },
];
