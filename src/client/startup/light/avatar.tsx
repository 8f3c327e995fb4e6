import { useState, type ComponentPropsWithRef } from 'react';
import { classNames } from './class-names.ts';
import './light.css';

export type AvatarProps = ComponentPropsWithRef<'div'> & {
  label?: string;
  image?: string;
  imageAlt?: string;
  /** Icon classes, for example `pi pi-user`. */
  icon?: string;
  shape?: 'square' | 'circle';
  size?: 'normal' | 'large' | 'xlarge';
};

/** PrimeReact's Avatar: an image, else the label (initials), else an icon. A broken image falls back. */
export function Avatar({
  label,
  image,
  imageAlt = 'avatar',
  icon,
  shape = 'square',
  size = 'normal',
  className,
  children,
  ...rest
}: AvatarProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = Boolean(image) && failedImage !== image;
  return (
    <div
      {...rest}
      className={classNames(
        className,
        'p-avatar p-component',
        showImage && 'p-avatar-image',
        shape === 'circle' && 'p-avatar-circle',
        size === 'large' && 'p-avatar-lg',
        size === 'xlarge' && 'p-avatar-xl',
        rest.onClick && 'p-avatar-clickable',
      )}
    >
      {showImage ? (
        <img alt={imageAlt} src={image} onError={() => setFailedImage(image ?? null)} />
      ) : label ? (
        <span className="p-avatar-text">{label}</span>
      ) : (
        icon && <span className={classNames('p-avatar-icon', icon)} />
      )}
      {children}
    </div>
  );
}
