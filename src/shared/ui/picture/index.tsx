import { Image } from '@tarojs/components';

export interface PictureProps {
  className: string;
  src: string;
  /** What the picture shows; leave it out when the text next to it says it already. */
  alt?: string;
  /** Load when it nears the screen (default); the first picture of a page loads at once. */
  lazy?: boolean;
  onClick?: () => void;
}

/** A picture cropped to fill its box (the covers of SPEC §9): Taro's Image on the mini-program. */
export function Picture({ className, src, alt, lazy = true, onClick }: PictureProps) {
  return (
    <Image
      className={className}
      src={src}
      mode="aspectFill"
      lazyLoad={lazy}
      aria-label={alt}
      onClick={onClick}
    />
  );
}
