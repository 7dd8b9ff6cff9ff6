import type { PictureProps } from './index';
import './index.less';

/**
 * On H5 a native <img>: the browser's own lazy loading and decoding, an alt text (empty for a
 * picture the text beside it already names), and no web-component runtime in the tabs' first load.
 */
export function Picture({ className, src, alt = '', lazy = true, onClick }: PictureProps) {
  return (
    <img
      className={`native-picture ${className}`}
      src={src}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onClick={onClick}
    />
  );
}
