import Taro from '@tarojs/taro';

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

/**
 * Where pictures come from. H5: the album only, because Taro's H5 picker, asked for two sources on
 * a phone, first shows its own sheet with fixed Simplified Chinese items ("拍摄", "从相册选择")
 * whatever the language (issue #27: the profile picture still did); the browser's file picker
 * offers the camera anyway.
 */
function pictureSources(): ('album' | 'camera')[] {
  const env = process.env.TARO_ENV;
  return env === 'h5' ? ['album'] : ['album', 'camera'];
}

type PickedFile = Taro.chooseMedia.ChooseMedia & { originalFileObj?: File };

/**
 * The one picture picker of the app: up to `count` pictures of the types the server takes, as
 * local paths in the order the visitor chose them (issue #21: red, blue, yellow were saved blue,
 * yellow, red, so the cover was not the first picture). Taro's H5 picker lists the files in the
 * order they finished loading; the file input's own list, read as its change event passes the
 * document, is the visitor's order. Cancelled: none.
 */
export async function pickPictures(count: number): Promise<string[]> {
  let chosen: File[] = [];
  const record = (event: Event) => {
    const input = event.target as HTMLInputElement | null;
    if (input && input.type === 'file' && input.files) chosen = Array.from(input.files);
  };
  const env = process.env.TARO_ENV;
  const h5 = env === 'h5' && typeof document !== 'undefined';
  if (h5) document.addEventListener('change', record, true);
  try {
    const picked = await withPictureTypes(() =>
      Taro.chooseMedia({
        count,
        mediaType: ['image'],
        sizeType: ['compressed'],
        sourceType: pictureSources(),
      }),
    );
    const files = picked.tempFiles as PickedFile[];
    const rank = (file: PickedFile) => {
      const index = file.originalFileObj ? chosen.indexOf(file.originalFileObj) : -1;
      return index < 0 ? chosen.length : index;
    };
    const ordered = chosen.length > 0 ? [...files].sort((a, b) => rank(a) - rank(b)) : files;
    return ordered.map((file) => file.tempFilePath).slice(0, count);
  } catch {
    return [];
  } finally {
    if (h5) document.removeEventListener('change', record, true);
  }
}
