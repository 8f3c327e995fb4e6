import type { AppContext } from '../../app-context.ts';
import { renderStatementPdf } from '../../infra/pdf/render-statement.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { registerListPdf } from '../../platform/list-kit/register-list-pdf.ts';
import { payoutList } from './payout-list.ts';
import { payoutForCaller } from './queries.ts';
import { statementPdfData } from './statement-pdf.ts';

/** Recruiter billing history (menu `recruiterBillingHistory`): payouts and their statements. */
export async function recruiterBillingHistoryRoutes(
  app: AppContext['app'],
  { db, config }: AppContext,
) {
  registerList(app, db, payoutList);
  registerListPdf(app, db, payoutList, {
    find: (auth, id) => payoutForCaller(db, auth, id),
    number: (payout) => payout.statementNumber,
    draw: (payout, lang) => renderStatementPdf(statementPdfData(payout, config.seller, lang)),
  });
}
