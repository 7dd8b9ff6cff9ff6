/** The picture types the server takes (server/src/modules/files: JPG, PNG and GIF; not WebP). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif';

/**
 * Runs a Taro picker so that on H5 its file input offers only PICTURE_ACCEPT (issue #22). Taro's
 * H5 chooseMedia sets accept="image/*" on its input just before it clicks it; the click passes the
 * document first, where the accept is narrowed before the browser opens its chooser. The
 * mini-program's album has no such filter: there the server's message names WebP.
 */
export async function withPictureTypes<T>(pick: () => Promise<T>): Promise<T> {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return pick();
  const narrow = (event: Event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.tagName === 'INPUT' && input.type === 'file') {
      input.setAttribute('accept', PICTURE_ACCEPT);
    }
  };
  document.addEventListener('click', narrow, true);
  try {
    return await pick();
  } finally {
    document.removeEventListener('click', narrow, true);
  }
}
