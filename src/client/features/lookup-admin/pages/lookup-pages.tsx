import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOOKUP_ADMIN_FEATURES,
  lookupAdminCreateSchema,
  lookupAdminItemSchema,
  lookupAdminUpdateSchema,
  type LookupAdminItem,
  type LookupAdminKind,
} from '#shared/schemas/lookup-admin.ts';
import { AdminFormDialog, type FieldSpec } from '../components/admin-form-dialog.tsx';
import { AdminTable, type AdminColumn } from '../components/admin-table.tsx';
import { ColorSwatch } from '../components/color-swatch.tsx';
import { CurrenciesTable } from '../components/currencies-table.tsx';
import type { LookupMenu } from '../components/lookup-menus.ts';
import { ReferralOwnershipForm } from '../components/referral-ownership-form.tsx';
import { LookupAdminLayout } from './lookup-admin-layout.tsx';

/** One simple lookup page; the six differ only in their table and features. */
function LookupAdminPage({
  kind,
  menu,
  after,
}: {
  kind: LookupAdminKind;
  menu: LookupMenu;
  /** More of the page below the list (the currencies under the salary types). */
  after?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const features = LOOKUP_ADMIN_FEATURES[kind];
  const name = (row: { nameEn?: unknown; nameTr?: unknown }) =>
    String(i18n.language === 'tr' ? row.nameTr : row.nameEn);
  const columns: AdminColumn<LookupAdminItem>[] = [
    { key: 'sortOrder', header: t('lookupAdmin.columns.order'), sortable: true, narrow: true },
    { key: 'nameEn', header: t('lookupAdmin.columns.nameEn'), sortable: true },
    { key: 'nameTr', header: t('lookupAdmin.columns.nameTr'), sortable: true },
    { key: 'code', header: t('lookupAdmin.columns.code'), sortable: true },
  ];
  if (features.color)
    columns.push({
      key: 'colorCode',
      header: t('lookupAdmin.columns.color'),
      narrow: true,
      body: (row) => <ColorSwatch color={row.colorCode} />,
    });
  if (features.requiresCv)
    columns.push({
      key: 'requiresCv',
      header: t('lookupAdmin.columns.requiresCv'),
      narrow: true,
      body: (row) => (row.requiresCv ? t('lookupAdmin.yes') : t('lookupAdmin.no')),
    });

  const fields = (adding: boolean): FieldSpec[] => [
    ...(adding
      ? [
          {
            name: 'code',
            label: t('lookupAdmin.form.code'),
            kind: 'text' as const,
            hint: t('lookupAdmin.form.codeHint'),
            invalidKey: 'lookupAdmin.form.codeInvalid',
            maxLength: 64,
          },
        ]
      : []),
    { name: 'nameEn', label: t('lookupAdmin.columns.nameEn'), kind: 'text', maxLength: 120 },
    { name: 'nameTr', label: t('lookupAdmin.columns.nameTr'), kind: 'text', maxLength: 120 },
    ...(features.color
      ? [
          {
            name: 'colorCode',
            label: t('lookupAdmin.form.color'),
            kind: 'color' as const,
            invalidKey: 'lookupAdmin.form.colorInvalid',
            maxLength: 7,
          },
        ]
      : []),
    ...(features.requiresCv
      ? [{ name: 'requiresCv', label: t('lookupAdmin.form.requiresCv'), kind: 'checkbox' as const }]
      : []),
  ];

  return (
    <LookupAdminLayout menu={menu}>
      <AdminTable
        segment={kind}
        menu={menu}
        item={lookupAdminItemSchema}
        title={t(`menu.${menu}`)}
        columns={columns}
        defaultSort="sortOrder"
        ordered
        rowName={name}
        isSystem={(row) => row.system}
        addLabel={t('lookupAdmin.form.addTitle')}
        renderForm={(row, onClose) => (
          <AdminFormDialog
            segment={kind}
            id={row?.id}
            title={t(row ? 'lookupAdmin.form.editTitle' : 'lookupAdmin.form.addTitle')}
            fields={fields(!row)}
            schema={row ? lookupAdminUpdateSchema : lookupAdminCreateSchema}
            initial={{
              code: '',
              nameEn: row?.nameEn ?? '',
              nameTr: row?.nameTr ?? '',
              colorCode: row?.colorCode ?? '#64748b',
              requiresCv: row?.requiresCv ?? false,
            }}
            nameOf={(values) => name(values)}
            onClose={onClose}
          />
        )}
      />
      {after}
    </LookupAdminLayout>
  );
}

export const CandidateStatusPage = () => (
  <LookupAdminPage
    kind="candidate-statuses"
    menu="candidateStatus"
    after={<ReferralOwnershipForm />}
  />
);
export const EducationLevelPage = () => (
  <LookupAdminPage kind="education-levels" menu="educationLevel" />
);
export const JobTypesPage = () => <LookupAdminPage kind="job-types" menu="jobTypes" />;
export const JobStatusPage = () => <LookupAdminPage kind="job-statuses" menu="jobStatus" />;
export const JobIndustriesPage = () => <LookupAdminPage kind="industries" menu="jobIndustries" />;
export const JobSalaryPage = () => (
  <LookupAdminPage kind="salary-types" menu="jobSalary" after={<CurrenciesTable />} />
);
