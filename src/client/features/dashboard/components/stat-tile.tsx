export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: string | number;
  icon: string;
}) {
  return (
    <div className="stat-tile">
      <span className={`stat-tile__icon ${icon}`} aria-hidden="true" />
      <div>
        <p className="stat-tile__value">{value}</p>
        <p className="stat-tile__label">{label}</p>
      </div>
    </div>
  );
}
