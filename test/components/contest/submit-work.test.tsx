import '@tarojs/taro';
import SubmitWork from '@/features/contest/screens/submit-work';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  demoUser,
  errorOf,
  fail,
  fill,
  mockTaro,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
  valueOf,
  type Envelope,
  type TaroMocks,
  unmountAll,
  waitUntil,
} from '../support/harness';
import { getToken, saveSession } from '@/shared/lib/storage';
import { getAllByRole, getByRole, queryAllByRole } from '../support/queries';
import { GROUPS, voteInfo, work } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/signUp/signUp, §5, §8 upload errors, §9 textarea 140 and album 9 (3 per row);
// issue #13: submit a work.
pageSuite('/pages/signUp/signUp');
beforeEach(initLocale);

const HAN = /\p{Script=Han}/u;

const routes = (post: Envelope | (() => Envelope | Promise<Envelope>) = ok(work(30))) => ({
  'GET /vote/1': ok(voteInfo()),
  'GET /vote/getGroupByVoteId/1': ok(GROUPS),
  'POST /votePlayer': post,
});

function pick(mocks: TaroMocks, ...paths: string[]) {
  mocks.chooseMedia.mockImplementation((() =>
    Promise.resolve({
      tempFiles: paths.map((tempFilePath) => ({ tempFilePath, size: 1, fileType: 'image' })),
      type: 'image',
      errMsg: 'ok',
    })) as never);
}

/** The upload answers by file: a name with "bad" is refused by the server (errno 415). */
function uploads(mocks: TaroMocks, refuse = (path: string) => path.includes('bad')) {
  mocks.uploadFile.mockImplementation(((options: { filePath: string }) =>
    Promise.resolve({
      statusCode: 200,
      data: JSON.stringify(
        refuse(options.filePath)
          ? { errno: 415, errmsg: 'Only JPG, PNG or GIF pictures are accepted', data: null }
          : {
              errno: 0,
              errmsg: '',
              data: { url: `https://cdn.example/${options.filePath}`, name: options.filePath },
            },
      ),
      errMsg: 'ok',
    })) as never);
}

async function fillForm() {
  await fill(t('contest.title'), 'Paz');
  await fill(t('contest.slogan'), 'Recordar a história, valorizar a paz');
}

describe('submit a work', () => {
  test('a guest is sent to login and back', async () => {
    const mocks = mockTaro(routes());
    await mount(SubmitWork);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FsignUp%2FsignUp',
    ]);
  });

  test("the rules' messages under their fields; the first group is chosen and the author filled in", async () => {
    storeSession();
    const mocks = mockTaro(routes());
    await mount(SubmitWork);
    expect(getByRole('radio', { name: '公開組', checked: true })).toBeTruthy();
    expect(await valueOf(t('contest.authorName'))).toBe('陳大文');
    await fill(t('contest.authorName'), '');
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(errorOf(t('contest.title'))).toBe(t('contest.titleRequired'));
    expect(errorOf(t('contest.slogan'))).toBe(t('contest.sloganRequired'));
    expect(errorOf(t('contest.authorName'))).toBe(t('contest.authorRequired'));
    await fill(t('contest.slogan'), '和');
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(errorOf(t('contest.slogan'))).toBe(t('contest.sloganTooShort'));
    expect(mocks.calls('POST /votePlayer')).toHaveLength(0);
  });

  // Issue #27: the rules page says 30 (a Chinese character or a word each); the form took 140.
  test('the slogan is counted as the rules count it, up to 30; more is refused before sending', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    await mount(SubmitWork);
    expect(bodyText()).toContain('0/30');
    expect(bodyText()).toContain(t('contest.sloganHint', { max: 30 }));
    await fill(t('contest.slogan'), '銘記歷史珍愛和平');
    expect(bodyText()).toContain('8/30');
    await fill(t('contest.slogan'), 'Recordar a história, valorizar a paz');
    expect(bodyText()).toContain('6/30');
    await fill(t('contest.title'), 'Paz');
    await fill(t('contest.slogan'), '和'.repeat(31));
    expect(bodyText()).toContain('31/30');
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(errorOf(t('contest.slogan'))).toBe(t('contest.sloganTooLong'));
    expect(mocks.calls('POST /votePlayer')).toHaveLength(0);
  });

  test('an emoji-only title or slogan is refused with its reason (#27)', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    await mount(SubmitWork);
    await fill(t('contest.title'), '🎉🎉');
    await fill(t('contest.slogan'), '🕊️🕊️🕊️');
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(errorOf(t('contest.title'))).toBe(t('contest.titleNoWords'));
    expect(errorOf(t('contest.slogan'))).toBe(t('contest.sloganNoWords'));
    expect(mocks.calls('POST /votePlayer')).toHaveLength(0);
    // What was typed stays, to be fixed.
    expect(await valueOf(t('contest.title'))).toBe('🎉🎉');
  });

  test('"at most 5 works" is said before the form is filled in; at 5 it cannot be sent (#27)', async () => {
    storeSession();
    const two = mockTaro({
      ...routes(),
      'GET /votePlayer/public/applyPage': {
        code: 0,
        msg: 'ok',
        data: { list: [work(1)], total: 2, pageNo: 1, pageSize: 1 },
      },
    });
    await mount(SubmitWork);
    await waitUntil(
      () => getByRole('status').textContent === t('contest.worksLimit', { max: 5, count: 2 }),
    );
    expect(two.calls('GET /votePlayer/public/applyPage')).toHaveLength(1);
    unmountAll();

    const five = mockTaro({
      ...routes(),
      'GET /votePlayer/public/applyPage': {
        code: 0,
        msg: 'ok',
        data: { list: [work(1)], total: 5, pageNo: 1, pageSize: 1 },
      },
    });
    await mount(SubmitWork);
    await waitUntil(() => getByRole('status').textContent === t('contest.worksFull', { max: 5 }));
    await fillForm();
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(five.calls('POST /votePlayer')).toHaveLength(0);
  });

  test('pictures: each uploads on its own; a refused one says so and can be retried or removed', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    pick(mocks, 'one.png', 'bad.png');
    await mount(SubmitWork);
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    expect(mocks.uploadFile).toHaveBeenCalledTimes(2);
    const cells = getAllByRole('listitem');
    expect(cells).toHaveLength(2);
    expect(queryAllByRole('alert', {}, cells[0])).toHaveLength(0);
    expect(getByRole('alert', {}).textContent).toBe(t('error.fileReupload'));

    uploads(mocks, () => false);
    await tap(getByRole('button', { name: t('contest.retryPicture', { index: 2 }) }));
    expect(mocks.uploadFile).toHaveBeenCalledTimes(3);
    expect(queryAllByRole('alert')).toHaveLength(0);

    await tap(getByRole('button', { name: t('contest.removePicture', { index: 1 }) }));
    expect(getAllByRole('listitem')).toHaveLength(1);
  });

  test('at most 9 pictures: the picker asks only for what is left, and the add button goes', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    pick(mocks, ...Array.from({ length: 7 }, (_, i) => `p${i}.png`));
    await mount(SubmitWork);
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    pick(mocks, 'p7.png', 'p8.png');
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    expect(mocks.chooseMedia.mock.calls.map((c) => (c[0] as { count: number }).count)).toEqual([
      9, 2,
    ]);
    expect(getAllByRole('listitem')).toHaveLength(9);
    expect(queryAllByRole('button', { name: t('contest.addPicture') })).toHaveLength(0);
  });

  test('H5: the picker asks for the album only, so that no Chinese-only source sheet shows (pt)', async () => {
    // Taro's H5 chooseMedia, asked for album and camera on a phone, first shows its own sheet
    // with fixed "拍摄" / "从相册选择" items; the browser's file picker offers the camera itself.
    setLocale('pt');
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    pick(mocks, 'one.png');
    await mount(SubmitWork);
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    expect(mocks.chooseMedia).toHaveBeenCalledTimes(1);
    expect(mocks.chooseMedia.mock.calls[0][0]).toMatchObject({
      mediaType: ['image'],
      sourceType: ['album'],
    });
    expect(bodyText()).not.toMatch(HAN);
  });

  // Issue #21: Taro's H5 picker answers the files in the order they loaded, not as chosen.
  test('H5: the pictures keep the order they were chosen in; the first is the cover', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    const chosen = ['red', 'blue', 'yellow'].map(
      (colour) => new File([colour], `${colour}.png`, { type: 'image/png' }),
    );
    mocks.chooseMedia.mockImplementation((() => {
      // As Taro's picker does: a file input, its change event, then the files as they loaded.
      const input = document.createElement('input');
      input.type = 'file';
      Object.defineProperty(input, 'files', { value: chosen });
      document.body.appendChild(input);
      input.dispatchEvent(new Event('change', { bubbles: true }));
      input.remove();
      const loaded = [chosen[1], chosen[2], chosen[0]];
      return Promise.resolve({
        tempFiles: loaded.map((file) => ({
          tempFilePath: file.name,
          size: 1,
          fileType: 'image',
          originalFileObj: file,
        })),
        type: 'image',
        errMsg: 'ok',
      });
    }) as never);
    await mount(SubmitWork);
    await fillForm();
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    await tap(getByRole('button', { name: t('contest.submit') }));

    expect(mocks.calls('POST /votePlayer')[0].data).toMatchObject({
      pictures: [
        'https://cdn.example/red.png',
        'https://cdn.example/blue.png',
        'https://cdn.example/yellow.png',
      ],
      cover: 'https://cdn.example/red.png',
    });
  });

  test('a picture that failed stops the submit with a message', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    pick(mocks, 'bad.png');
    await mount(SubmitWork);
    await fillForm();
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(toastTitles(mocks)).toContain(t('contest.picturesWaiting'));
    expect(mocks.calls('POST /votePlayer')).toHaveLength(0);
  });

  test('submitted with its pictures, once however often it is tapped, then the records', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockTaro(routes(() => answer.promise));
    uploads(mocks);
    pick(mocks, 'one.png', 'two.png');
    await mount(SubmitWork);
    await fillForm();
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    const submit = getByRole('button', { name: t('contest.submit') });
    await tap(submit);
    await tap(submit);
    answer.resolve(ok(work(30, { status: 'pending' })));
    await tap(getByRole('radio', { name: '公開組' }));

    expect(mocks.calls('POST /votePlayer').map((c) => c.data)).toEqual([
      {
        groupId: 1,
        title: 'Paz',
        slogan: 'Recordar a história, valorizar a paz',
        authorName: '陳大文',
        pictures: ['https://cdn.example/one.png', 'https://cdn.example/two.png'],
        cover: 'https://cdn.example/one.png',
      },
    ]);
    expect(toastTitles(mocks)).toContain(t('contest.submitted'));
    expect(urlsOf(mocks.redirectTo)).toEqual(['/pages/signUp/index']);
  });

  test('a refused submit keeps everything typed and picked', async () => {
    storeSession();
    const mocks = mockTaro(routes(fail(409, 'Sign-up is closed')));
    uploads(mocks);
    pick(mocks, 'one.png');
    await mount(SubmitWork);
    await fillForm();
    await tap(getByRole('radio', { name: '青少年組' }));
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(toastTitles(mocks)).toContain('Sign-up is closed');
    expect(mocks.redirectTo).not.toHaveBeenCalled();
    expect(await valueOf(t('contest.title'))).toBe('Paz');
    expect(await valueOf(t('contest.slogan'))).toBe('Recordar a história, valorizar a paz');
    expect(getByRole('radio', { name: '青少年組', checked: true })).toBeTruthy();
    expect(getAllByRole('listitem')).toHaveLength(1);
  });

  // Issue #21: a session that expires while the form is open used to lose what was typed.
  test('a session that expires while typing: its draft comes back after signing in again, to that account only', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    uploads(mocks);
    pick(mocks, 'one.png');
    await mount(SubmitWork);
    await fillForm();
    await tap(getByRole('button', { name: t('contest.addPicture') }));
    // The token runs out while the visitor types (checked before every call, SPEC §3).
    saveSession('stored-token', Math.floor(Date.now() / 1000) - 1);
    await tap(getByRole('button', { name: t('contest.submit') }));
    await waitUntil(() => getToken() === undefined, 3000);

    expect(mocks.calls('POST /votePlayer')).toHaveLength(0);
    expect(toastTitles(mocks)).toContain(t('error.sessionExpired'));
    unmountAll();

    // Another account on this phone does not get it.
    storeSession({ ...demoUser, id: 99, name: '李四' });
    await mount(SubmitWork);
    expect(await valueOf(t('contest.slogan'))).toBe('');
    expect(queryAllByRole('listitem')).toHaveLength(0);
    unmountAll();

    storeSession();
    const back = mockTaro(routes());
    await mount(SubmitWork);
    expect(await valueOf(t('contest.title'))).toBe('Paz');
    expect(await valueOf(t('contest.slogan'))).toBe('Recordar a história, valorizar a paz');
    expect(toastTitles(back)).toContain(t('form.draftRestored'));
    // Issue #27: and its uploaded picture, which goes with the work without uploading again.
    expect(getAllByRole('listitem')).toHaveLength(1);
    const uploaded = back.uploadFile.mock.calls.length;
    await tap(getByRole('button', { name: t('contest.submit') }));
    expect(back.uploadFile.mock.calls.length).toBe(uploaded);
    expect(back.calls('POST /votePlayer').map((c) => c.data)).toEqual([
      expect.objectContaining({
        pictures: ['https://cdn.example/one.png'],
        cover: 'https://cdn.example/one.png',
      }),
    ]);
    unmountAll();

    // Given back once: the next visit starts empty.
    mockTaro(routes());
    await mount(SubmitWork);
    expect(await valueOf(t('contest.slogan'))).toBe('');
    expect(queryAllByRole('listitem')).toHaveLength(0);
  });

  test('in Portuguese the form shows no Chinese', async () => {
    setLocale('pt');
    storeSession({ ...(await import('../support/harness')).demoUser, name: 'Ana Sousa' });
    mockTaro(routes());
    await mount(SubmitWork);
    expect(bodyText()).toContain(t('contest.slogan'));
    expect(bodyText()).not.toMatch(HAN);
  });
});
