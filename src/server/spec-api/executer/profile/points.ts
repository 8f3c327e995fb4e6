import type { PointsBalance } from '#shared/schemas/points.ts';
import { AppError } from '../../../http/errors.ts';
import { okBody, requireCaller } from '../answers.ts';
import type { SpecRow, SqlIdHandler } from '../sql-id.ts';

/**
 * sqlId 98, points (piv_command_type 'S'): one row per currency of the caller's payable balance,
 * in currency code order (as our points badge shows them); the first row's `user_point` is the
 * spec's figure. Two currencies are never added into one number. A caller with no balance, or
 * one who has no points at all (only recruiters earn them), gets one row of 0.
 */
export const pointsSqlId: SqlIdHandler = {
  sqlId: 98,
  summary:
    'Points (piv_command_type S): one row per currency, user_point first; never a sum of ' +
    'two currencies',
  async run(context) {
    requireCaller(context);
    const command = context.params.text('piv_command_type')?.toUpperCase() ?? 'S';
    if (command !== 'S')
      throw new AppError(400, 'validation_failed', 'piv_command_type must be S', [
        { path: 'piv_command_type', message: 'validation.invalid' },
      ]);
    const response = await context.call({ url: '/api/points/balance' });
    // The points routes answer 403 to everyone but recruiters: they hold no points.
    const { balances } =
      response.statusCode === 403
        ? { balances: [] }
        : okBody<PointsBalance>(response, context.language);
    const rows: SpecRow[] = balances.map((balance) => ({
      user_point: balance.points,
      currency: balance.currency,
      amount_minor: balance.amountMinor,
    }));
    return rows.length ? rows : [{ user_point: 0, currency: null, amount_minor: 0 }];
  },
};
