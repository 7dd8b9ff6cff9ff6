import '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import AddressEditPage from '@/features/address/screens/address-edit';
import { initLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  deferred,
  errorOf,
  fail,
  fill,
  fireLifecycle,
  isLoading,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  storeSession,
  tap,
  toastTitles,
  unmountAll,
  urlsOf,
  valueOf,
  waitFor,
  type Envelope,
} from '../support/harness';
import {
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  textOf,
  within,
} from '../support/queries';
import { areaLabel } from '@/features/address/address-format';
import { ADDRESS_FIELDS, PENINSULA } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/adress/addEdit');
beforeEach(initLocale);

const LABELS = {
  contact: t('address.contact'),
  phone: t('form.phone'),
  area: t('address.area'),
  detailAddress: t('address.detail'),
  postcode: t('address.postcode'),
  addressName: t('address.name'),
};

const typeDetail = (value: string) => fill(LABELS.detailAddress, value);
const detailValue = () => valueOf(LABELS.detailAddress);

const areaChip = (area: string) => getByRole('radio', { name: areaLabel(area, t) });
const chooseArea = (area: string) => tap(areaChip(area));
const saveButton = () => getByRole('button', { name: t('common.save') });
const save = () => tap(saveButton());
const defaultSwitch = () => getByRole('switch', { name: t('address.setAsDefault') });
/** The form is drawn: its rows are there. */
const formShown = () => queryAllByRole('group').length > 0;
const sentBodies = (mocks: ReturnType<typeof mockTaro>, key: string) =>
  mocks.calls(key).map((each) => each.data as Record<string, unknown>);

async function fillValid() {
  await fill(LABELS.contact, '陳大文');
  await fill(LABELS.phone, '61234567');
  await chooseArea('taipa');
  await typeDetail('氹仔告利雅施利華街1號');
}

describe('add an address', () => {
  beforeEach(() => storeSession());

  test('the page is titled as a new address, not as an edit', async () => {
    mockTaro();
    await mount(AddressEditPage);
    expect(getByText(t('address.add'))).toBeTruthy();
    expect(queryByRole('button', { name: t('common.save') })).not.toBeNull();
  });

  test('each rule speaks next to its own field, and nothing is sent', async () => {
    const mocks = mockTaro();
    await mount(AddressEditPage);

    await save();
    expect(errorOf(LABELS.contact)).toBe(t('address.contactRequired'));
    expect(errorOf(LABELS.phone)).toBe(t('validation.phoneRequired'));
    expect(errorOf(LABELS.area)).toBe(t('address.areaRequired'));
    expect(errorOf(LABELS.detailAddress)).toBe(t('address.detailRequired'));

    // A Macau mobile starts with 6 and has 8 digits.
    await fill(LABELS.phone, '21234567');
    await save();
    expect(errorOf(LABELS.phone)).toBe(t('validation.phoneInvalid'));
    expect(errorOf(LABELS.contact)).toBe(t('address.contactRequired'));

    await fill(LABELS.contact, '陳大文');
    expect(errorOf(LABELS.contact)).toBe('');
    expect(mocks.calls('POST /pmm/addressMessage')).toHaveLength(0);
  });

  test('a valid form sends exactly the typed fields, says saved and goes back', async () => {
    const mocks = mockTaro(
      { 'POST /pmm/addressMessage': ok({ ...PENINSULA, id: 31 }) },
      { pages: 2 },
    );
    await mount(AddressEditPage);

    await fillValid();
    await fill(LABELS.addressName, '公司');
    await save();

    const bodies = sentBodies(mocks, 'POST /pmm/addressMessage');
    expect(bodies).toEqual([
      {
        contact: '陳大文',
        areaCode: '+853',
        phone: '61234567',
        area: 'taipa',
        addressName: '公司',
        detailAddress: '氹仔告利雅施利華街1號',
        postcode: '',
        isDefault: false,
      },
    ]);
    expect(Object.keys(bodies[0]).sort()).toEqual(ADDRESS_FIELDS.filter((key) => key !== 'id'));
    expect(toastTitles(mocks)).toEqual([t('success.saved')]);
    expect(mocks.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('when the server refuses, everything typed stays and the form can be sent again', async () => {
    const mocks = mockTaro({
      'POST /pmm/addressMessage': fail(409, '最多只能保存20個地址'),
    });
    await mount(AddressEditPage);

    await fillValid();
    await fill(LABELS.addressName, '住宅');
    await save();

    expect(toastTitles(mocks)).toEqual(['最多只能保存20個地址']);
    expect(mocks.navigateBack).not.toHaveBeenCalled();
    expect(await valueOf(LABELS.contact)).toBe('陳大文');
    expect(await valueOf(LABELS.phone)).toBe('61234567');
    expect(await valueOf(LABELS.addressName)).toBe('住宅');
    expect(await detailValue()).toBe('氹仔告利雅施利華街1號');
    expect(areaChip('taipa').getAttribute('aria-checked')).toBe('true');
    expect(isLoading(saveButton())).toBe(false);

    await save();
    expect(mocks.calls('POST /pmm/addressMessage')).toHaveLength(2);
  });

  test('no double submit: taps while saving are ignored and the button shows it is busy', async () => {
    const answer = deferred<Envelope>();
    const mocks = mockTaro({ 'POST /pmm/addressMessage': () => answer.promise });
    await mount(AddressEditPage);
    await fillValid();

    // Two taps before React has re-rendered the button (a slow phone), then more while busy.
    const button = saveButton();
    const utils = new TestUtils();
    await utils.act(async () => {
      utils.fireEvent.click(button);
      utils.fireEvent.click(button);
    });
    await save();
    await save();
    expect(mocks.calls('POST /pmm/addressMessage')).toHaveLength(1);
    expect(isLoading(saveButton())).toBe(true);

    answer.resolve(ok({ ...PENINSULA, id: 32 }));
    await settle();
    expect(toastTitles(mocks)).toEqual([t('success.saved')]);
    expect(mocks.calls('POST /pmm/addressMessage')).toHaveLength(1);
  });

  test('the postcode is asked only for an address outside Macau, and sent only then', async () => {
    const mocks = mockTaro({ 'POST /pmm/addressMessage': ok({ ...PENINSULA, id: 33 }) });
    await mount(AddressEditPage);
    await fillValid();
    expect(queryByRole('group', { name: LABELS.postcode })).toBeNull();

    await chooseArea('other');
    await waitFor(() => queryByRole('group', { name: LABELS.postcode }));
    await fill(LABELS.postcode, '1100-053');
    await chooseArea('coloane');
    expect(queryByRole('group', { name: LABELS.postcode })).toBeNull();
    await save();
    expect(sentBodies(mocks, 'POST /pmm/addressMessage')[0]).toMatchObject({
      area: 'coloane',
      postcode: '',
    });

    // Typed once, kept: choosing "other" again brings it back and sends it.
    await chooseArea('other');
    expect(await valueOf(LABELS.postcode)).toBe('1100-053');
    await save();
    expect(sentBodies(mocks, 'POST /pmm/addressMessage')[1]).toMatchObject({
      area: 'other',
      postcode: '1100-053',
    });
  });

  test('the five areas are offered with their names in the current language', async () => {
    mockTaro();
    await mount(AddressEditPage);
    const chips = within(getByRole('radiogroup', { name: LABELS.area })).getAllByRole('radio');
    expect(chips.map((chip) => textOf(chip))).toEqual([
      '澳門半島',
      '氹仔',
      '路環',
      '路氹城',
      t('address.areas.other'),
    ]);
  });

  test('a label chip fills the address name, and a second tap clears it', async () => {
    mockTaro();
    await mount(AddressEditPage);
    const home = () => getByRole('button', { name: t('address.names.home') });
    expect(home().getAttribute('aria-pressed')).toBe('false');
    await tap(home());
    expect(await valueOf(LABELS.addressName)).toBe(t('address.names.home'));
    expect(home().getAttribute('aria-pressed')).toBe('true');
    await tap(home());
    expect(await valueOf(LABELS.addressName)).toBe('');
  });

  test('the first address is the default, and the switch says so', async () => {
    setRoute('/pages/adress/addEdit', { first: '1' });
    const mocks = mockTaro({ 'POST /pmm/addressMessage': ok({ ...PENINSULA, id: 34 }) });
    await mount(AddressEditPage);

    const toggle = defaultSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(within(toggle).getByText(t('address.firstIsDefault'))).toBeTruthy();
    await tap(toggle);
    expect(defaultSwitch().getAttribute('aria-checked')).toBe('true');

    await fillValid();
    await save();
    expect(sentBodies(mocks, 'POST /pmm/addressMessage')[0].isDefault).toBe(true);
  });

  test('the default switch is sent as set', async () => {
    const mocks = mockTaro({ 'POST /pmm/addressMessage': ok({ ...PENINSULA, id: 35 }) });
    await mount(AddressEditPage);
    await fillValid();
    await tap(defaultSwitch());
    await save();
    expect(sentBodies(mocks, 'POST /pmm/addressMessage')[0].isDefault).toBe(true);
  });

  test('the phone follows the rules of the area code picked for it; the login area code is left alone', async () => {
    const mocks = mockTaro({ 'POST /pmm/addressMessage': ok({ ...PENINSULA, id: 36 }) });
    const stores = new RootStore();
    stores.ui.setAreaCode('+86');
    await mount(AddressEditPage, stores);

    await fillValid();
    await fill(LABELS.phone, '91234567');
    await save();
    expect(errorOf(LABELS.phone)).toBe(t('validation.phoneInvalid'));

    await tap(getByRole('button', { name: t('form.chooseAreaCode') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/login/code']);
    // The picker shows the address's code as chosen, and the visitor picks Hong Kong.
    expect(stores.ui.areaCode).toBe('+853');
    stores.ui.setAreaCode('+852');
    await fireLifecycle('componentDidShow');

    expect(textOf(getByRole('button', { name: t('form.chooseAreaCode') }))).toBe('+852');
    expect(errorOf(LABELS.phone)).toBe('');
    expect(stores.ui.areaCode).toBe('+86');
    await save();
    expect(sentBodies(mocks, 'POST /pmm/addressMessage')[0]).toMatchObject({
      areaCode: '+852',
      phone: '91234567',
    });
  });
});

describe('edit an address', () => {
  beforeEach(() => storeSession());

  test('loads the address, shows it, and saves with PUT and its id', async () => {
    setRoute('/pages/adress/addEdit', { id: '12' });
    const mocks = mockTaro({
      'GET /pmm/addressMessage/12': ok(PENINSULA),
      'PUT /pmm/addressMessage': ok({ ...PENINSULA, contact: '李大明' }),
    });
    await mount(AddressEditPage);

    expect(await valueOf(LABELS.contact)).toBe('李小明');
    expect(getByText(t('page.addressEdit'))).toBeTruthy();
    expect(await valueOf(LABELS.phone)).toBe('66554433');
    expect(await detailValue()).toBe('新馬路100號5樓A座');
    expect(areaChip('macau-peninsula').getAttribute('aria-checked')).toBe('true');
    // The current default stays default until another address takes over, on the list.
    expect(defaultSwitch().getAttribute('aria-disabled')).toBe('true');

    await fill(LABELS.contact, '李大明');
    await save();

    expect(mocks.calls('POST /pmm/addressMessage')).toHaveLength(0);
    const bodies = sentBodies(mocks, 'PUT /pmm/addressMessage');
    expect(bodies).toEqual([{ ...PENINSULA, contact: '李大明' }]);
    expect(Object.keys(bodies[0]).sort()).toEqual(ADDRESS_FIELDS);
    expect(toastTitles(mocks)).toEqual([t('success.saved')]);
  });

  test('a failed load shows an error with retry instead of an empty form', async () => {
    setRoute('/pages/adress/addEdit', { id: '12' });
    let calls = 0;
    mockTaro({
      'GET /pmm/addressMessage/12': () => (++calls === 1 ? fail(500, '伺服器錯誤') : ok(PENINSULA)),
    });
    await mount(AddressEditPage);

    expect(formShown()).toBe(false);
    expect(within(getByRole('alert')).getByText(t('common.loadError'))).toBeTruthy();
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(await valueOf(LABELS.contact)).toBe('李小明');
  });

  test('a guest is sent to login and nothing is loaded', async () => {
    unmountAll();
    window.localStorage.clear();
    setRoute('/pages/adress/addEdit', { id: '12' });
    const mocks = mockTaro();
    await mount(AddressEditPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fadress%2FaddEdit%3Fid%3D12',
    ]);
    expect(mocks.calls('GET /pmm/addressMessage/12')).toHaveLength(0);
    expect(formShown()).toBe(false);
    expect(queryByRole('button', { name: t('common.save') })).toBeNull();
  });
});
