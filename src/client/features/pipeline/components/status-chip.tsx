/** A status name on its lookup colour. */
export function StatusChip({ name, color }: { name: string; color: string }) {
  return (
    <span className="pipeline-status" style={{ borderColor: color }}>
      <span className="pipeline-status__dot" style={{ background: color }} aria-hidden="true" />
      {name}
    </span>
  );
}
