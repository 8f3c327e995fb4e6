import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Row = { id: number; active: boolean };

type Props<T extends Row> = {
  rows: T[];
  label: (row: T) => string;
  extra?: (row: T) => ReactNode;
  selectedId?: number | null;
  onSelect?: (row: T) => void;
  onEdit: (row: T) => void;
  onDeactivate: (row: T) => void;
  /** The new order of every id, first to last. */
  onReorder: (ids: number[]) => void;
  busy: boolean;
};

/** A list staff order with up and down buttons (keyboard friendly, unlike drag and drop alone). */
export function OrderedList<T extends Row>({
  rows,
  label,
  extra,
  selectedId,
  onSelect,
  onEdit,
  onDeactivate,
  onReorder,
  busy,
}: Props<T>) {
  const { t } = useTranslation();
  const move = (index: number, by: number) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    onReorder(ids);
  };
  return (
    <ol className="cms-ordered">
      {rows.map((row, index) => (
        <li
          key={row.id}
          className={
            row.id === selectedId
              ? 'cms-ordered__row cms-ordered__row--selected'
              : 'cms-ordered__row'
          }
        >
          {onSelect ? (
            <button
              type="button"
              className="cms-ordered__label"
              aria-current={row.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(row)}
            >
              {label(row)}
            </button>
          ) : (
            <span className="cms-ordered__label">{label(row)}</span>
          )}
          {extra?.(row)}
          {!row.active && <Tag severity="warning" value={t('cmsAdmin.common.inactive')} />}
          <span className="cms-row-actions">
            <Button
              type="button"
              icon="pi pi-arrow-up"
              text
              rounded
              disabled={busy || index === 0}
              aria-label={`${t('cmsAdmin.common.moveUp')}: ${label(row)}`}
              onClick={() => move(index, -1)}
            />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              rounded
              disabled={busy || index === rows.length - 1}
              aria-label={`${t('cmsAdmin.common.moveDown')}: ${label(row)}`}
              onClick={() => move(index, 1)}
            />
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              rounded
              aria-label={`${t('cmsAdmin.common.edit')}: ${label(row)}`}
              onClick={() => onEdit(row)}
            />
            <Button
              type="button"
              icon="pi pi-ban"
              text
              rounded
              severity="danger"
              disabled={!row.active}
              aria-label={`${t('cmsAdmin.common.deactivate')}: ${label(row)}`}
              onClick={() => onDeactivate(row)}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
