import { Button } from '@/shared/ui/button';
import type { ShareButtonProps } from './share-button';

/**
 * H5: a real button (role, focus, keyboard); the tap opens the system share sheet or copies the
 * link (features/share). Taro's H5 button is a web component that assistive technology does not
 * see as a button, and openType means nothing outside the mini-program.
 */
export function ShareButton({ className, onClick, children }: ShareButtonProps) {
  return (
    <Button className={className} disabled={false} onClick={onClick}>
      {children}
    </Button>
  );
}
