/** A status name on its colour from the lookup (text stays dark or light enough to read). */
export function StatusTag({ name, color }: { name: string; color: string | null }) {
  return (
    <span className="status-tag" style={{ borderColor: color ?? undefined }}>
      <span
        className="status-tag__dot"
        style={{ background: color ?? undefined }}
        aria-hidden="true"
      />
      {name}
    </span>
  );
}
