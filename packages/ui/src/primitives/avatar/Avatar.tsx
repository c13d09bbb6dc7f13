import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cx } from '../../lib/cx';
import { initialOf } from '../../lib/format';

export interface AvatarProps {
  /** Full name (or email); its first letter is the fallback initial. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Initial avatar: the image when one loads, otherwise the first letter on a tinted circle. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cx('fa-avatar', `fa-avatar--${size}`, className)}>
      {src ? <AvatarPrimitive.Image className="fa-avatar__image" src={src} alt="" /> : null}
      <AvatarPrimitive.Fallback className="fa-avatar__fallback" aria-hidden="true">
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
