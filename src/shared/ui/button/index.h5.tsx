import type { ButtonProps } from './index';
import './index.less';

/**
 * On H5 a native <button>: the same role, focus, keyboard and disabled state as Taro's, without
 * its web-component runtime (about 2 KB gzip in every page chunk that shows a button, the tabs'
 * first load included).
 */
export function Button({
  className,
  disabled,
  loading,
  ariaLabel,
  onClick,
  children,
}: ButtonProps) {
  return (
    <button
      type="button"
      className={`native-button ${className}`}
      disabled={disabled}
      aria-disabled={disabled}
      aria-busy={loading}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {loading && <span className="native-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
