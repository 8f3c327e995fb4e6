/** A colour chip with its hex code (the code is the accessible text). */
export function ColorSwatch({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <span className="lookup-admin__swatch">
      <span
        className="lookup-admin__swatch-chip"
        style={{ background: color }}
        aria-hidden="true"
      />
      <code>{color}</code>
    </span>
  );
}
