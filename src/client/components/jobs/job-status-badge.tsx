import './job-ui.css';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextColor(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return '#0f172a';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.179 ? '#0f172a' : '#ffffff';
}

/** A job status in its lookup colour (status_color_code). */
export function JobStatusBadge({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="job-status-badge"
      style={{ backgroundColor: color, color: readableTextColor(color) }}
    >
      {name}
    </span>
  );
}
