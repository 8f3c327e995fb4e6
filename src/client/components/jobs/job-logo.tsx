import { useState } from 'react';
import './job-ui.css';

export const PLACEHOLDER_IMAGE = '/img/placeholder.png';

/** A company logo (or any job image) that falls back to the placeholder when it is missing or broken. */
export function JobLogo({
  src,
  alt,
  size = 48,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      className={['job-logo', className].filter(Boolean).join(' ')}
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
    />
  );
}
