import { PICTURE_ACCEPT, withPictureTypes } from '@/shared/lib/picture-types';

// Issue #22: the server takes JPG, PNG and GIF (not WebP), so the H5 pickers offer only those.
// Taro's H5 chooseMedia writes accept="image/*" on its input and clicks it; this is that shape.

function taroLikePicker(): Promise<string | null> {
  const input = document.createElement('input');
  input.setAttribute('type', 'file');
  input.setAttribute('accept', 'image/*');
  document.body.appendChild(input);
  input.click();
  const accept = input.getAttribute('accept');
  document.body.removeChild(input);
  return Promise.resolve(accept);
}

describe('the picture pickers offer only what the server takes', () => {
  const env = process.env.TARO_ENV;
  afterEach(() => {
    process.env.TARO_ENV = env;
  });

  test('on H5 the file input opens with JPG, PNG and GIF only', async () => {
    process.env.TARO_ENV = 'h5';
    expect(PICTURE_ACCEPT).not.toMatch(/webp|\*/);
    await expect(withPictureTypes(taroLikePicker)).resolves.toBe(PICTURE_ACCEPT);
    // Only while picking: another file input later is left as it is.
    await expect(taroLikePicker()).resolves.toBe('image/*');
  });

  test('the picker’s answer and failure come through unchanged', async () => {
    process.env.TARO_ENV = 'h5';
    await expect(withPictureTypes(() => Promise.resolve(['a.jpg']))).resolves.toEqual(['a.jpg']);
    await expect(withPictureTypes(() => Promise.reject(new Error('cancel')))).rejects.toThrow(
      'cancel',
    );
  });
});
