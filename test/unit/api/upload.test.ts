import Taro from '@tarojs/taro';
import { ApiError } from '@/shared/api/errors';
import { singleUpload, uploadFile } from '@/shared/api/upload';
import { t } from '@/shared/i18n';
import { HTTP_TIMEOUT_MS } from '@/shared/lib/constants';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { API_BASE, envelope, response, type TaroMocks, toastTitles, apiSuite } from './harness';

const mocksOf = apiSuite();
let mocks: TaroMocks;
beforeEach(() => {
  mocks = mocksOf();
});

interface SentUpload {
  url: string;
  filePath: string;
  name: string;
  header: Record<string, string>;
  timeout?: number;
}

function sentUpload(): SentUpload {
  const call = mocks.uploadFile.mock.calls.at(-1);
  if (!call) throw new Error('nothing uploaded');
  return call[0] as unknown as SentUpload;
}

function uploadAnswers(statusCode: number, raw: unknown): void {
  mocks.uploadFile.mockImplementation((() => Promise.resolve(response(statusCode, raw))) as never);
}

describe('uploadFile (SPEC §7 Files)', () => {
  it('sends the file as field "file" to {base}/upload with the Info-Net-Api-Token header', async () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok-9');
    uploadAnswers(
      200,
      JSON.stringify({ errno: 0, data: { url: 'https://cdn/x.png', name: 'x.png' } }),
    );
    await uploadFile('wxfile://tmp/x.png');
    const req = sentUpload();
    expect(req).toMatchObject({
      url: `${API_BASE}/upload`,
      filePath: 'wxfile://tmp/x.png',
      name: 'file',
    });
    expect(req.header['Info-Net-Api-Token']).toBe('tok-9');
    expect(req.timeout).toBe(60000);
  });

  it('sends no token header without a token', async () => {
    uploadAnswers(200, JSON.stringify({ errno: 0, data: { url: 'u', name: 'n' } }));
    await uploadFile('a.png');
    expect(sentUpload().header).not.toHaveProperty('Info-Net-Api-Token');
  });

  it('takes another URL and field name', async () => {
    uploadAnswers(200, JSON.stringify({ errno: 0, data: { url: 'u', name: 'n' } }));
    await uploadFile('a.png', { url: 'https://files.example.org/up', name: 'avatar' });
    expect(sentUpload()).toMatchObject({ url: 'https://files.example.org/up', name: 'avatar' });
  });

  it('resolves with url and name of errno 0', async () => {
    uploadAnswers(
      200,
      JSON.stringify({ errno: 0, errmsg: '', data: { url: 'https://cdn/a.pdf', name: 'a.pdf' } }),
    );
    await expect(uploadFile('a.pdf')).resolves.toEqual({
      failed: false,
      url: 'https://cdn/a.pdf',
      name: 'a.pdf',
    });
    expect(mocks.showToast).not.toHaveBeenCalled();
  });

  it('§8 non-zero errno: toasts errmsg and names the file "file error, re-upload"', async () => {
    uploadAnswers(
      200,
      JSON.stringify({ errno: 4003, errmsg: 'File type not allowed', data: null }),
    );
    const outcome = await uploadFile('a.exe');
    expect(toastTitles(mocks)).toEqual(['File type not allowed']);
    expect(outcome).toEqual({
      failed: true,
      url: '',
      name: t('error.fileReupload'),
      errno: 4003,
      errmsg: 'File type not allowed',
    });
  });

  it('§8 upload failure: toasts the upload-failed text and rejects', async () => {
    mocks.uploadFile.mockImplementation((() =>
      Promise.reject({ errMsg: 'uploadFile:fail' })) as never);
    const error = await uploadFile('a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', msg: t('error.uploadFailed') });
    expect(toastTitles(mocks)).toEqual([t('error.uploadFailed')]);
  });

  it('issue #27: an upload whose transport never settles fails at the request timeout (SPEC §9), and is aborted', async () => {
    // Taro's H5 uploadFile reads the picked file's blob URL with an XHR that has no error handler:
    // refused (a policy, a revoked URL), its promise never settles.
    const abort = jest.fn();
    mocks.uploadFile.mockImplementation((() =>
      Object.assign(new Promise(() => undefined), { abort })) as never);
    jest.useFakeTimers();
    try {
      const settled = uploadFile('blob:http://app/1').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(abort).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      const error = await settled;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', msg: t('error.uploadFailed') });
      expect(abort).toHaveBeenCalledTimes(1);
      expect(toastTitles(mocks)).toEqual([t('error.uploadFailed')]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [500, JSON.stringify({ errno: 0, data: { url: 'u' } })],
    [200, 'not json'],
    [200, JSON.stringify({ errno: 0, data: null })],
  ])('status %p with body %p counts as an upload failure', async (status, raw) => {
    uploadAnswers(status, raw);
    await expect(uploadFile('a.png')).rejects.toBeInstanceOf(ApiError);
    expect(toastTitles(mocks)).toEqual([t('error.uploadFailed')]);
  });
});

describe('singleUpload (SPEC §7 POST /api/file/singleUpload)', () => {
  it('posts to /api/file/singleUpload and resolves with data of code 0', async () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok-1');
    uploadAnswers(200, JSON.stringify(envelope({ url: 'https://cdn/b.png', name: 'b.png' })));
    await expect(singleUpload('b.png')).resolves.toEqual({
      url: 'https://cdn/b.png',
      name: 'b.png',
    });
    const req = sentUpload();
    expect(req).toMatchObject({ url: `${API_BASE}/api/file/singleUpload`, name: 'file' });
    expect(req.header).toMatchObject({ token: 'tok-1', 'Info-Net-Api-Token': 'tok-1' });
  });

  it('a non-zero code toasts msg and rejects like any call', async () => {
    uploadAnswers(200, JSON.stringify(envelope(null, 413, 'Too large')));
    await expect(singleUpload('b.png')).rejects.toMatchObject({ kind: 'business', code: 413 });
    expect(toastTitles(mocks)).toEqual(['Too large']);
  });

  it('a transport failure toasts the upload-failed text', async () => {
    mocks.uploadFile.mockImplementation((() => Promise.reject(new Error('fail'))) as never);
    await expect(singleUpload('b.png')).rejects.toMatchObject({ kind: 'network' });
    expect(toastTitles(mocks)).toEqual([t('error.uploadFailed')]);
  });
});
