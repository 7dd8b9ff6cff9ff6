import type { ReactNode } from 'react';
import { Button as TaroButton } from '@tarojs/components';

export interface ShareButtonProps {
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * The work's share button. Mini-program: openType="share" hands the tap to WeChat's share to a
 * chat (the page's onShareAppMessage gives the title and path). H5: share-button.h5.tsx.
 */
export function ShareButton({ className, onClick, children }: ShareButtonProps) {
  return (
    <TaroButton className={className} openType="share" onClick={onClick}>
      {children}
    </TaroButton>
  );
}
