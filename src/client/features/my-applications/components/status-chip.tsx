import type { MyApplicationStatus } from '#shared/schemas/my-applications.ts';

/** A status name in the current language. */
export function statusName(status: MyApplicationStatus | undefined, language: string): string {
  if (!status) return '';
  return language.startsWith('tr') ? status.nameTr : status.nameEn;
}

/** A status name on its lookup colour, as the pipeline shows it. */
export function StatusChip({
  status,
  language,
}: {
  status?: MyApplicationStatus;
  language: string;
}) {
  const color = status?.colorCode ?? '#64748b';
  return (
    <span className="my-applications-status" style={{ borderColor: color }}>
      <span
        className="my-applications-status__dot"
        style={{ background: color }}
        aria-hidden="true"
      />
      {statusName(status, language)}
    </span>
  );
}
