import '@tarojs/taro';
import MyWorks from '@/features/contest/screens/my-works';
import { pickField } from '@/shared/i18n/pick-field';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  mockTaro,
  mount,
  pageSuite,
  storeSession,
  tap,
  urlsOf,
} from '../support/harness';
import { getAllByRole, getByRole } from '../support/queries';
import { paged, work } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/signUp/index, §7 GET /votePlayer/public/applyPage; issue #13.
pageSuite('/pages/signUp/index');
beforeEach(initLocale);

const HAN = /\p{Script=Han}/u;
const MINE = [
  work(21, { status: 'pending', slogan: 'Memória viva' }),
  work(20, {
    status: 'rejected',
    slogan: 'Nunca esquecer',
    remark: 'Texto repetido de outra obra',
  }),
  work(19, { status: 'approved', slogan: 'Paz e futuro' }),
];

describe('my works', () => {
  test('each work with its review state and the remark of the reviewer', async () => {
    storeSession();
    mockTaro({ 'GET /votePlayer/public/applyPage': paged(MINE) });
    await mount(MyWorks);
    const [pending, rejected, approved] = getAllByRole('listitem');
    expect(pending.getAttribute('aria-label')).toBe(`Memória viva ${t('contest.statusPending')}`);
    expect(rejected.textContent).toContain(t('contest.statusRejected'));
    expect(rejected.textContent).toContain(
      t('contest.remark', { remark: 'Texto repetido de outra obra' }),
    );
    expect(approved.textContent).toContain(t('contest.statusApproved'));
    expect(approved.textContent).not.toContain(t('contest.remark', { remark: '' }).trim());
  });

  // Issue #21: the records could not be opened and showed no title or picture.
  test('every record opens its page, with its title and cover', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /votePlayer/public/applyPage': paged(MINE) });
    await mount(MyWorks);
    const pending = getByRole('listitem', { name: `Memória viva ${t('contest.statusPending')}` });
    expect(pending.textContent).toContain(pickField(MINE[0], 'title'));
    expect(pending.querySelector('img')?.getAttribute('src')).toBe(MINE[0].cover);
    await tap(pending);
    await tap(getByRole('listitem', { name: `Paz e futuro ${t('contest.statusApproved')}` }));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      `/pages/vote/detail?id=${MINE[0].id}`,
      '/pages/vote/detail?id=19',
    ]);
  });

  test('none yet: the way to submit one', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /votePlayer/public/applyPage': paged([]) });
    await mount(MyWorks);
    expect(bodyText()).toContain(t('contest.recordsEmpty'));
    await tap(getByRole('button', { name: t('contest.submitNew') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/signUp/signUp']);
  });

  test('a guest is sent to login and back, and nothing is asked of the server', async () => {
    const mocks = mockTaro();
    await mount(MyWorks);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FsignUp%2Findex',
    ]);
    expect(mocks.calls('GET /votePlayer/public/applyPage')).toHaveLength(0);
  });

  test('in English the page shows no Chinese', async () => {
    setLocale('en');
    storeSession();
    mockTaro({ 'GET /votePlayer/public/applyPage': paged(MINE) });
    await mount(MyWorks);
    expect(bodyText()).toContain('Under review');
    expect(bodyText()).not.toMatch(HAN);
  });
});
