import type { ReactNode } from 'react';
import { Button as TaroButton } from '@tarojs/components';
import './mini.less';

export interface ButtonProps {
  className: string;
  /** Refuses taps and says so to assistive technology. */
  disabled: boolean;
  /** Shows a spinner (the caller also disables the button meanwhile). */
  loading?: boolean;
  size?: 'default' | 'mini';
  /** A name of its own when the visible text is not enough (one of many vote buttons). */
  ariaLabel?: string;
  onClick: (event: { stopPropagation: () => void }) => void;
  children: ReactNode;
}

/** A tappable action: the platform's own button on the mini-program (index.h5.tsx for H5). */
export function Button({
  className,
  disabled,
  loading,
  size,
  ariaLabel,
  onClick,
  children,
}: ButtonProps) {
  return (
    <TaroButton
      className={`mini-button ${className}`}
      size={size}
      loading={loading}
      disabled={disabled}
      aria-disabled={disabled}
      aria-busy={loading}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </TaroButton>
  );
}
