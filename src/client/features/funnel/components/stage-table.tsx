import { useTranslation } from 'react-i18next';
import type { FunnelRow } from '#shared/schemas/funnel.ts';
import { formatDuration, formatShare } from './format.ts';

/** The stages of one funnel: how many reached each, how many moved on, and the median time. */
export function StageTable({ row, caption }: { row: FunnelRow; caption: string }) {
  const { t, i18n } = useTranslation();
  const top = Math.max(row.stages[0]?.count ?? 0, 1);
  return (
    <div className="funnel-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="funnel-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel.columns.stage')}</th>
            <th scope="col">{t('funnel.columns.count')}</th>
            <th scope="col">{t('funnel.columns.conversion')}</th>
            <th scope="col">{t('funnel.columns.median')}</th>
          </tr>
        </thead>
        <tbody>
          {row.stages.map((stage) => (
            <tr key={stage.stage}>
              <th scope="row">{t(`funnel.stages.${stage.stage}`)}</th>
              <td>
                <span className="funnel-count">
                  <span className="funnel-count__number">{stage.count}</span>
                  <span className="funnel-bar" aria-hidden="true">
                    <span
                      className="funnel-bar__fill"
                      style={{ width: `${(stage.count / top) * 100}%` }}
                    />
                  </span>
                </span>
              </td>
              <td>
                {stage.conversionToNext === null
                  ? t('funnel.notApplicable')
                  : formatShare(stage.conversionToNext, i18n.language)}
              </td>
              <td>
                {stage.medianSeconds === null
                  ? t('funnel.notApplicable')
                  : formatDuration(stage.medianSeconds, i18n.language, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
