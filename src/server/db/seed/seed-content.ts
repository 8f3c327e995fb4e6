import { TERM_TYPE } from '#shared/constants/domain.ts';
import type { Transaction } from '#server/db/client.ts';
import { terms } from '#server/db/schema/cms.ts';
import { messageTemplates } from '#server/db/schema/communication.ts';
import { EXPLICIT_CONSENT_EN, EXPLICIT_CONSENT_TR } from './data/explicit-consent.ts';
import { MESSAGE_TEMPLATES } from './data/message-templates.ts';
import { PRIVACY_EN } from './data/privacy-en.ts';
import { PRIVACY_TR } from './data/privacy-tr.ts';
import { TERMS_EN } from './data/terms-en.ts';
import { TERMS_TR } from './data/terms-tr.ts';

/** Mail templates and legal texts, inserted only where missing: staff may have edited them since. */
export async function seedContent(tx: Transaction): Promise<void> {
  await tx.insert(messageTemplates).values(MESSAGE_TEMPLATES).onConflictDoNothing();
  await tx
    .insert(terms)
    .values([
      { termTypeId: TERM_TYPE.terms, language: 'en', htmlBody: TERMS_EN },
      { termTypeId: TERM_TYPE.terms, language: 'tr', htmlBody: TERMS_TR },
      { termTypeId: TERM_TYPE.privacy, language: 'en', htmlBody: PRIVACY_EN },
      { termTypeId: TERM_TYPE.privacy, language: 'tr', htmlBody: PRIVACY_TR },
      { termTypeId: TERM_TYPE.explicitConsent, language: 'en', htmlBody: EXPLICIT_CONSENT_EN },
      { termTypeId: TERM_TYPE.explicitConsent, language: 'tr', htmlBody: EXPLICIT_CONSENT_TR },
    ])
    .onConflictDoNothing();
}
