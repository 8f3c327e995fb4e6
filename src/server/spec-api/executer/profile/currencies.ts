import type { LookupListResponse } from '#shared/schemas/lookups.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { InnerCall, InnerResponse } from '../../inner-call.ts';
import { okBody } from '../answers.ts';

export type CurrencyTable = {
  /** Our lookup id of a currency code (the spec's `*_currency_id`); null when unknown. */
  idOf: (code: string | null | undefined) => number | null;
  codeOf: (id: number | undefined) => string | undefined;
};

/** The currencies lookup (`GET /api/lookups/currencies`): the spec names currencies by id. */
export async function currencyTable(
  call: (call: InnerCall) => Promise<InnerResponse>,
  language: Language,
): Promise<CurrencyTable> {
  const { items } = okBody<LookupListResponse>(
    await call({ url: '/api/lookups/currencies' }),
    language,
  );
  return {
    idOf: (code) => items.find((item) => item.code === code)?.id ?? null,
    codeOf: (id) => items.find((item) => item.id === id)?.code,
  };
}
