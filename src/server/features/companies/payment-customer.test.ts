import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, companies } from '../../db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { unique } from '#server/test/factories/unique.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const put = (companyId: string, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/companies/${companyId}/payment-customer`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const customerOf = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]?.paymentCustomerId;

describe('PUT /api/companies/:id/payment-customer', () => {
  it('lets staff set the customer, audited, and answers the company', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const company = await createCompany(t.db, { paymentCustomerId: 'cus_test_old' });
    const customerId = `cus_${unique(8)}`;
    const response = await put(company.publicId, { customerId }, staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: company.publicId, paymentCustomerId: customerId });
    expect(await customerOf(company.id)).toBe(customerId);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'company.payment_customer_set'),
          eq(auditLog.entityId, String(company.id)),
        ),
      );
    expect(row?.data).toEqual({ from: 'cus_test_old', to: customerId });
  });

  it('refuses a customer another company holds, and changes nothing', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const holder = await createCompany(t.db, { paymentCustomerId: `cus_${unique(8)}` });
    const company = await createCompany(t.db, { paymentCustomerId: 'cus_test_mine' });
    const response = await put(
      company.publicId,
      { customerId: holder.paymentCustomerId },
      staff.headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      details: [{ message: 'companies.paymentCustomer.taken' }],
    });
    expect(await customerOf(company.id)).toBe('cus_test_mine');
  });

  it('accepts the id the company already has without a change', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const company = await createCompany(t.db, { paymentCustomerId: 'cus_test_same1' });
    const response = await put(company.publicId, { customerId: 'cus_test_same1' }, staff.headers);
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'company.payment_customer_set'),
          eq(auditLog.entityId, String(company.id)),
        ),
      );
    expect(rows).toHaveLength(0);
  });

  it('is staff only: anonymous 401, every other role 403, even a member of the company', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, {
      ownerIds: [member.user.id],
      paymentCustomerId: 'cus_test_kept',
    });
    expect((await put(company.publicId, { customerId: 'cus_x1' })).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.recruiter]) {
      const caller = await t.loginAs({ roleId });
      expect(
        (await put(company.publicId, { customerId: 'cus_x1' }, caller.headers)).statusCode,
      ).toBe(403);
    }
    expect((await put(company.publicId, { customerId: 'cus_x1' }, member.headers)).statusCode).toBe(
      403,
    );
    expect(await customerOf(company.id)).toBe('cus_test_kept');
  });

  it('answers 404 for a company that does not exist', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const response = await put('f'.repeat(32), { customerId: 'cus_x1' }, staff.headers);
    expect(response.statusCode).toBe(404);
  });

  it('refuses ids that are not a payment customer with 400, never 500', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const company = await createCompany(t.db, { paymentCustomerId: 'cus_test_safe' });
    for (const customerId of [
      '',
      'acct_123',
      'cus_',
      'cus_a\u0000b',
      'cus_a b',
      `cus_${'a'.repeat(97)}`,
      "cus_1'; drop table companies; --",
      2147483648,
      null,
      ['cus_x'],
    ]) {
      const response = await put(company.publicId, { customerId }, staff.headers);
      expect(response.statusCode, JSON.stringify(customerId)).toBe(400);
    }
    expect((await put('not-an-id', { customerId: 'cus_x1' }, staff.headers)).statusCode).toBe(400);
    expect(await customerOf(company.id)).toBe('cus_test_safe');
  });
});
