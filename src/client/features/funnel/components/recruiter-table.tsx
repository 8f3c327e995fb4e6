import { useTranslation } from 'react-i18next';
import { FUNNEL_STAGES, type FunnelRow } from '#shared/schemas/funnel.ts';
import { formatShare } from './format.ts';

/** Recruiters × stages: each cell the number reaching the stage and the share moving on. */
export function RecruiterTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t, i18n } = useTranslation();
  const caption = t('funnel.perRecruiterTable');
  return (
    <div className="funnel-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="funnel-table funnel-table--wide">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel.columns.recruiter')}</th>
            {FUNNEL_STAGES.map((stage) => (
              <th key={stage} scope="col">
                {t(`funnel.stages.${stage}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.recruiterId ?? 'own'}>
              <th scope="row">{row.recruiterName ?? t('funnel.ownApplications')}</th>
              {row.stages.map((stage) => (
                <td key={stage.stage}>
                  {stage.conversionToNext === null
                    ? t('funnel.cellNoConversion', { count: stage.count })
                    : t('funnel.cell', {
                        count: stage.count,
                        conversion: formatShare(stage.conversionToNext, i18n.language),
                      })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
