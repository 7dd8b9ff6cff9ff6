import Taro from '@tarojs/taro';
import ActivityList from '@/features/activities/screens/activity-list';
import ActivityDetail from '@/features/activities/screens/activity-detail';
import { activityState, placeLabel } from '@/features/activities/activity-state';
import { ACTIVITY_REMINDERS_KEY } from '@/features/activities/reminders';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import {
  bodyText,
  deferred,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  stubIntersectionObserver,
  tap,
  toastTitles,
  urlsOf,
  type Envelope,
} from '../support/harness';
import {
  getAllByRole,
  getByRole,
  queryAllByRole,
  queryByRole,
  queryByText,
} from '../support/queries';
import { HAN, paged, reachBottom } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/activity/activity and /pages/activity/detail, §4 not started / in progress /
// ended, §9 reminder options and earth radius; issue #12.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  storage.remove(ACTIVITY_REMINDERS_KEY);
});

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function activity(id: number, startIn: number, hours: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    titleZht: `活動 ${id}`,
    titleZhs: `活动 ${id}`,
    titlePt: `Actividade ${id}`,
    titleEn: `Activity ${id}`,
    summaryZht: '摘要',
    summaryPt: 'Resumo',
    cover: `https://img.example/a${id}.jpg`,
    categoryId: 3,
    publishedAt: at(-DAY),
    views: 1,
    kind: 'activity' as const,
    startAt: at(startIn),
    endAt: at(startIn + hours * 3_600_000),
    location: '議事亭前地 Senado Square',
    ...extra,
  };
}

// Senado Square and a point by the Ruins of St Paul's are 416 m apart (haversine, R = 6371000 m).
const SENADO = { latitude: 22.1935, longitude: 113.5398 };
const UPCOMING = activity(1, 7 * DAY, 2, SENADO);
const RUNNING = activity(2, -DAY, 48);
const PAST = activity(3, -10 * DAY, 2);

describe('activity zone', () => {
  test('each activity: state, time and place; it opens its detail', async () => {
    setRoute('/pages/activity/activity');
    const mocks = mockTaro({ 'GET /exhibitionNews/appPage': paged([UPCOMING, RUNNING, PAST]) });
    await mount(ActivityList);
    expect(mocks.calls('GET /exhibitionNews/appPage')[0].url).toContain('kind=activity');

    const cards = getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      t('activities.open', { name: '活動 1' }),
      t('activities.open', { name: '活動 2' }),
      t('activities.open', { name: '活動 3' }),
    ]);
    expect(cards[0].textContent).toContain(t('status.notStarted'));
    expect(cards[1].textContent).toContain(t('status.inProgress'));
    expect(cards[2].textContent).toContain(t('status.ended'));
    expect(cards[0].textContent).toContain('議事亭前地 Senado Square');

    await tap(cards[1]);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/activity/detail?id=2']);
  });

  test('the distance shows once the visitor allows their location', async () => {
    setRoute('/pages/activity/activity');
    mockTaro({ 'GET /exhibitionNews/appPage': paged([UPCOMING, RUNNING]) });
    const locate = jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.1971, longitude: 113.5409 } as never);
    await mount(ActivityList);
    expect(bodyText()).not.toContain(t('activities.distance', { distance: '' }).trim());
    await tap(getByRole('button', { name: t('activities.locate') }));
    expect(locate).toHaveBeenCalled();
    expect(getAllByRole('link')[0].textContent).toContain(
      t('activities.distance', { distance: '416 m' }),
    );
    expect(queryByRole('button', { name: t('activities.locate') })).toBeNull();
  });

  test('a refused location says so and shows no distance', async () => {
    setRoute('/pages/activity/activity');
    mockTaro({ 'GET /exhibitionNews/appPage': paged([UPCOMING]) });
    jest.spyOn(Taro, 'getLocation').mockRejectedValue(new Error('auth deny'));
    await mount(ActivityList);
    await tap(getByRole('button', { name: t('activities.locate') }));
    expect(getByRole('status').textContent).toBe(t('activities.locationDenied'));
  });

  test('loading, the empty state, and paging', async () => {
    setRoute('/pages/activity/activity');
    const answer = deferred<Envelope>();
    mockTaro({ 'GET /exhibitionNews/appPage': () => answer.promise });
    await mount(ActivityList);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    answer.resolve(paged([]));
    await fireLifecycle('componentDidShow');
    expect(queryByText(t('activities.empty'))).not.toBeNull();
    expect(queryAllByRole('link')).toHaveLength(0);
  });

  test('the bottom loads the next page; an error offers a retry', async () => {
    setRoute('/pages/activity/activity');
    const ten = Array.from({ length: 10 }, (_, index) => activity(index + 10, DAY, 2));
    let attempt = 0;
    const mocks = mockTaro({
      'GET /exhibitionNews/appPage': (request) => {
        attempt += 1;
        if (attempt === 1) return fail(500, '錯誤');
        return request.url.includes('pageNo=2')
          ? paged([activity(99, DAY, 2)], 11, 2)
          : paged(ten, 11);
      },
    });
    await mount(ActivityList);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(getAllByRole('link')).toHaveLength(10);
    await reachBottom();
    expect(getAllByRole('link')).toHaveLength(11);
    expect(mocks.calls('GET /exhibitionNews/appPage')).toHaveLength(3);
  });

  test('in Portuguese the zone shows no Chinese', async () => {
    setLocale('pt');
    setRoute('/pages/activity/activity');
    mockTaro({ 'GET /exhibitionNews/appPage': paged([UPCOMING, RUNNING, PAST]) });
    await mount(ActivityList);
    expect(getAllByRole('link')[0].textContent).toContain('Senado Square');
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('activity detail', () => {
  beforeEach(() => setRoute('/pages/activity/detail', { id: '1' }));

  test('time, place, state, the map link and the distance', async () => {
    const mocks = mockTaro({
      'GET /exhibitionNews/app/1': ok({ ...UPCOMING, contentZht: '<p>詳情</p>' }),
    });
    jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.1971, longitude: 113.5409 } as never);
    await mount(ActivityDetail);
    expect(getByRole('heading', { name: '活動 1' })).toBeTruthy();
    expect(getByRole('status').textContent).toBe(t('status.notStarted'));
    expect(bodyText()).toContain('議事亭前地 Senado Square');

    await tap(getByRole('button', { name: t('activities.locate') }));
    expect(bodyText()).toContain(t('activities.distance', { distance: '416 m' }));

    await tap(getByRole('link', { name: t('activities.map') }));
    const [url] = urlsOf(mocks.navigateTo);
    expect(url.startsWith('/pages/location/open-location?')).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('latitude')).toBe('22.1935');
    expect(query.get('address')).toBe('議事亭前地 Senado Square');
  });

  test('the reminder: five choices, one kept for this activity', async () => {
    mockTaro({ 'GET /exhibitionNews/app/1': ok(UPCOMING) });
    await mount(ActivityDetail);
    const group = getByRole('radiogroup', { name: t('activities.reminder') });
    const options = getAllByRole('radio').filter((radio) => group.contains(radio));
    expect(options.map((option) => option.textContent)).toEqual([
      t('reminder.none'),
      t('reminder.atStart'),
      t('reminder.before5'),
      t('reminder.before10'),
      t('reminder.before15'),
    ]);
    expect(getByRole('radio', { checked: true }).textContent).toBe(t('reminder.none'));

    await tap(getByRole('radio', { name: t('reminder.before10') }));
    expect(getByRole('radio', { checked: true }).textContent).toBe(t('reminder.before10'));
    expect(storage.read(ACTIVITY_REMINDERS_KEY)).toEqual({ 1: 'before10' });
  });

  // Issue #21: on H5 the choice used to be stored and do nothing; a browser keeps no alarms.
  test('H5: a chosen reminder is offered as a calendar file with that alarm', async () => {
    const mocks = mockTaro({ 'GET /exhibitionNews/app/1': ok(UPCOMING) });
    await mount(ActivityDetail);
    expect(queryAllByRole('button', { name: t('activities.calendarFile') })).toHaveLength(0);

    await tap(getByRole('radio', { name: t('reminder.before10') }));
    expect(toastTitles(mocks)).toContain(
      t('activities.reminderInFile', { option: t('reminder.before10') }),
    );
    const files: Blob[] = [];
    const created = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await tap(getByRole('button', { name: t('activities.calendarFile') }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Response(files[0]).text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('TRIGGER:-PT10M');
    expect(text).toContain(`SUMMARY:${UPCOMING.titleZht}`);
  });

  test('an ended activity offers no reminder', async () => {
    setRoute('/pages/activity/detail', { id: '3' });
    mockTaro({ 'GET /exhibitionNews/app/3': ok(PAST) });
    await mount(ActivityDetail);
    expect(getByRole('status').textContent).toBe(t('status.ended'));
    expect(queryByRole('radiogroup')).toBeNull();
  });

  test('loading, then an error with a retry', async () => {
    const first = deferred<Envelope>();
    let attempt = 0;
    mockTaro({
      'GET /exhibitionNews/app/1': () => (++attempt === 1 ? first.promise : ok(UPCOMING)),
    });
    await mount(ActivityDetail);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    first.resolve(fail(404, '找不到相關資料'));
    await settle();
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(getByRole('heading', { name: '活動 1' })).toBeTruthy();
  });

  test('in English the detail shows no Chinese', async () => {
    setLocale('en');
    mockTaro({ 'GET /exhibitionNews/app/1': ok({ ...UPCOMING, contentEn: '<p>Details</p>' }) });
    await mount(ActivityDetail);
    expect(getByRole('heading', { name: 'Activity 1' })).toBeTruthy();
    expect(bodyText()).toContain('Senado Square');
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('activity rules', () => {
  test('§4 state from start and end', () => {
    const now = Date.parse('2026-11-20T04:00:00Z');
    const item = { ...UPCOMING, startAt: '2026-11-20T05:00:00Z', endAt: '2026-11-20T07:00:00Z' };
    expect(activityState(item, now)).toBe('notStarted');
    expect(activityState(item, now + 2 * 3_600_000)).toBe('inProgress');
    expect(activityState(item, now + 3 * 3_600_000)).toBe('ended');
  });

  test('a venue reads in Latin letters for Portuguese and English readers', () => {
    expect(placeLabel('塔石藝文館 Tap Seac Gallery', 'pt')).toBe('Tap Seac Gallery');
    expect(placeLabel('塔石藝文館 Tap Seac Gallery', 'zh-Hant')).toBe(
      '塔石藝文館 Tap Seac Gallery',
    );
    expect(placeLabel('塔石藝文館', 'en')).toBe('塔石藝文館');
  });
});
