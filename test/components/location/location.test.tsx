import Taro from '@tarojs/taro';
import OpenLocation from '@/features/location/screens/open-location';
import ChooseLocation from '@/features/location/screens/choose-location';
import { CHOSEN_LOCATION_KEY, mapLink } from '@/features/location/map-links';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import { bodyText, fill, mockTaro, mount, pageSuite, setRoute, tap } from '../support/harness';
import { getByRole, queryByRole } from '../support/queries';
import { HAN } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /choose-location and /open-location: the platform's map on the mini-program, a web
// fallback without a map key on H5 (coordinates, address, a link out); issue #12.
pageSuite();
beforeEach(() => {
  initLocale();
  storage.remove(CHOSEN_LOCATION_KEY);
});
afterEach(() => {
  delete process.env.TARO_ENV_JEST;
});

const SENADO = {
  name: '議事亭前地',
  address: '議事亭前地 Senado Square',
  latitude: '22.1935',
  longitude: '113.5398',
};

describe('open location', () => {
  test('on H5: name, address, coordinates and a link out to a map site', async () => {
    process.env.TARO_ENV_JEST = 'h5';
    setRoute('/pages/location/open-location', SENADO);
    mockTaro();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await mount(OpenLocation);
    expect(bodyText()).toContain('議事亭前地 Senado Square');
    expect(bodyText()).toContain('22.193500, 113.539800');
    await tap(getByRole('link', { name: t('location.openOutside') }));
    expect(open).toHaveBeenCalledWith(
      mapLink({ latitude: 22.1935, longitude: 113.5398 }),
      '_blank',
      'noopener,noreferrer',
    );
  });

  test('on the mini-program: the platform map', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    setRoute('/pages/location/open-location', SENADO);
    mockTaro();
    const openLocation = jest.spyOn(Taro, 'openLocation').mockResolvedValue({ errMsg: 'ok' });
    await mount(OpenLocation);
    await tap(getByRole('button', { name: t('location.openMap') }));
    expect(openLocation).toHaveBeenCalledWith(
      // WeChat's map draws in GCJ-02: the WGS-84 place is converted (issue #21).
      expect.objectContaining({
        latitude: 22.190572200108686,
        longitude: 113.54491449382586,
        name: '議事亭前地',
      }),
    );
  });

  test('an address alone is searched for; nothing at all is said', async () => {
    expect(mapLink({ address: 'Largo do Senado' })).toBe(
      'https://www.openstreetmap.org/search?query=Largo%20do%20Senado',
    );
    setRoute('/pages/location/open-location');
    mockTaro();
    await mount(OpenLocation);
    expect(getByRole('alert').textContent).toBe(t('location.noPlace'));
  });
});

describe('choose location', () => {
  beforeEach(() => setRoute('/pages/location/choose-location'));

  test('on H5: the visitor position or typed coordinates, checked, then kept for the caller', async () => {
    process.env.TARO_ENV_JEST = 'h5';
    const mocks = mockTaro({}, { pages: 2 });
    jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.19, longitude: 113.54 } as never);
    await mount(ChooseLocation);

    await fill(t('location.latitude'), '95');
    await fill(t('location.longitude'), '113.54');
    await tap(getByRole('button', { name: t('location.confirm') }));
    expect(getByRole('alert').textContent).toBe(t('location.invalid'));
    expect(storage.read(CHOSEN_LOCATION_KEY)).toBeUndefined();

    await tap(getByRole('button', { name: t('location.useMine') }));
    expect(queryByRole('link', { name: t('location.openOutside') })).not.toBeNull();
    await fill(t('location.address'), 'Largo do Senado');
    await tap(getByRole('button', { name: t('location.confirm') }));
    expect(storage.read(CHOSEN_LOCATION_KEY)).toEqual({
      latitude: 22.19,
      longitude: 113.54,
      address: 'Largo do Senado',
    });
    expect(mocks.navigateBack).toHaveBeenCalled();
  });

  test('a refused position says so', async () => {
    process.env.TARO_ENV_JEST = 'h5';
    mockTaro();
    jest.spyOn(Taro, 'getLocation').mockRejectedValue(new Error('denied'));
    await mount(ChooseLocation);
    await tap(getByRole('button', { name: t('location.useMine') }));
    expect(getByRole('alert').textContent).toBe(t('location.locationDenied'));
  });

  test('on the mini-program: the platform picker', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    mockTaro({}, { pages: 2 });
    jest.spyOn(Taro, 'chooseLocation').mockResolvedValue({
      name: '媽閣廟',
      address: 'Largo da Barra',
      latitude: 22.186,
      longitude: 113.531,
      errMsg: 'ok',
    } as never);
    await mount(ChooseLocation);
    await tap(getByRole('button', { name: t('location.choose') }));
    expect(storage.read(CHOSEN_LOCATION_KEY)).toEqual({
      name: '媽閣廟',
      address: 'Largo da Barra',
      latitude: 22.186,
      longitude: 113.531,
    });
  });

  test('in English the pickers show no Chinese', async () => {
    process.env.TARO_ENV_JEST = 'h5';
    setLocale('en');
    mockTaro();
    await mount(ChooseLocation);
    expect(bodyText()).not.toMatch(HAN);
  });
});
