import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import './index.less';

export interface SubmitButtonProps {
  /** While true the button spins and refuses taps (no double submit). */
  loading?: boolean;
  disabled?: boolean;
  /** 'primary' is the brand-red full-width action; 'plain' the outlined second choice. */
  variant?: 'primary' | 'plain';
  onClick: () => void;
  children: ReactNode;
}

/** The full-width action button at the foot of a form. */
export function SubmitButton({
  loading = false,
  disabled = false,
  variant = 'primary',
  onClick,
  children,
}: SubmitButtonProps) {
  return (
    <Button
      className={`submit-button submit-button--${variant}${disabled || loading ? ' submit-button--off' : ''}`}
      loading={loading}
      disabled={disabled || loading}
      onClick={() => {
        if (!loading && !disabled) onClick();
      }}
    >
      {children}
    </Button>
  );
}
