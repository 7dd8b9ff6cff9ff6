// The mini-program's rich-text takes no stylesheet, so a picture wider than the phone would
// overflow: each <img> gets an inline style that fits it to the screen (its own width, height
// and style are dropped). On H5 the sanitizer keeps only text styles and the stylesheet of
// RichContent fits the pictures instead.
const IMG_TAG = /<img\b([^>]*)>/gi;
const SIZE_OR_STYLE = /\s(?:style|width|height)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export const FIT_STYLE = 'max-width:100%;height:auto;display:block;margin:12px auto;';

export function fitImages(html: string): string {
  return html.replace(IMG_TAG, (_tag, attributes: string) => {
    const rest = attributes.replace(SIZE_OR_STYLE, '').replace(/\s*\/$/, '');
    return `<img style="${FIT_STYLE}"${rest}>`;
  });
}
