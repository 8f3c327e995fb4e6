/** The fallback hero picture (inline SVG: no request, no layout shift). */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg className="home-hero__illustration" viewBox="0 0 480 360" role="img" aria-label={label}>
      <rect x="0" y="0" width="480" height="360" rx="28" fill="#eef2ff" />
      <circle cx="380" cy="80" r="46" fill="#c7d2fe" />
      <rect x="60" y="210" width="360" height="100" rx="18" fill="#ffffff" />
      <rect x="84" y="232" width="150" height="14" rx="7" fill="#a5b4fc" />
      <rect x="84" y="258" width="230" height="12" rx="6" fill="#e0e7ff" />
      <rect x="84" y="280" width="190" height="12" rx="6" fill="#e0e7ff" />
      <rect x="334" y="240" width="62" height="42" rx="12" fill="#4f46e5" />
      <circle cx="150" cy="120" r="38" fill="#4f46e5" />
      <rect x="112" y="162" width="76" height="44" rx="22" fill="#4f46e5" />
      <circle cx="250" cy="110" r="32" fill="#10b981" />
      <rect x="218" y="146" width="64" height="60" rx="22" fill="#10b981" />
      <circle cx="335" cy="140" r="26" fill="#f59e0b" />
      <rect x="309" y="170" width="52" height="38" rx="18" fill="#f59e0b" />
    </svg>
  );
}
