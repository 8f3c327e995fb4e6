import { flagUrl } from './flag-urls.ts';
import './country-flag.css';

/** A country's flag as an image, decorative (the country's name or code is always beside it). */
export function CountryFlag({ iso2 }: { iso2: string }) {
  const src = flagUrl(iso2);
  if (!src) return null;
  return (
    <img
      className="country-flag"
      src={src}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      data-country={iso2.toUpperCase()}
    />
  );
}
