import '@tarojs/taro';
import Taro from '@tarojs/taro';
import AddressPage from '@/features/address/screens/address-list';
import { ADDRESS_SELECTED_EVENT } from '@/features/address/use-address-selection';
import { initLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  answerModal,
  fail,
  fireLifecycle,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
} from '../support/harness';
import {
  getAllByText,
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  within,
} from '../support/queries';
import { ABROAD, ADDRESS_FIELDS, PENINSULA, TAIPA, page } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/adress/adress');
beforeEach(initLocale);

/** Each card is a group named by its contact (holding a button that chooses it, in ?select mode). */
const cards = () => queryAllByRole('group');
const contacts = () => cards().map((card) => card.getAttribute('aria-label'));
/** The cards whose "default" radio is on. */
const markedContacts = () =>
  cards()
    .filter((card) => within(card).getByRole('radio').getAttribute('aria-checked') === 'true')
    .map((card) => card.getAttribute('aria-label'));
const cardOf = (contact: string) => {
  const card = getByText(contact).closest<HTMLElement>('[role="group"]');
  if (!card) throw new Error(`no card for ${contact}`);
  return card;
};
const action = (contact: string, name: string) =>
  within(cardOf(contact)).getByRole('button', { name });
const deleteOf = (contact: string) => action(contact, t('common.delete'));
const editOf = (contact: string) => action(contact, t('common.edit'));
const defaultOf = (contact: string) => within(cardOf(contact)).getByRole('radio');
const addButton = () => getByRole('button', { name: t('address.add') });

describe('delivery information list', () => {
  test('a guest is sent to login with a way back, and nothing is asked of the server', async () => {
    const mocks = mockTaro();
    await mount(AddressPage);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fadress%2Fadress',
    ]);
    expect(mocks.calls('GET /pmm/addressMessage/page')).toHaveLength(0);
    expect(cards()).toHaveLength(0);
    // Back from login without logging in: the page says why it is empty.
    expect(getByText(t('message.loginFirst'))).toBeTruthy();
    expect(queryByRole('button', { name: t('address.add') })).toBeNull();
  });

  test('a guest who logs in and comes back sees the list', async () => {
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([TAIPA]) });
    const stores = new RootStore();
    await mount(AddressPage, stores);
    expect(cards()).toHaveLength(0);

    storeSession();
    stores.session.restore();
    await fireLifecycle('componentDidShow');
    expect(contacts()).toEqual(['陳大文']);
    expect(mocks.calls('GET /pmm/addressMessage/page')).toHaveLength(1);
  });

  test('shows every address with contact, phone and area; the default first and marked', async () => {
    storeSession();
    // Out of order on purpose: the default must still come first.
    mockTaro({ 'GET /pmm/addressMessage/page': page([TAIPA, PENINSULA, ABROAD]) });
    await mount(AddressPage);

    expect(contacts()).toEqual(['李小明', '陳大文', 'Ana Sousa']);
    expect(markedContacts()).toEqual(['李小明']);
    expect(within(cardOf('李小明')).getByText(t('address.defaultTag'))).toBeTruthy();
    expect(getAllByText(t('address.defaultTag'))).toHaveLength(1);
    expect(within(cardOf('陳大文')).queryByText(t('address.defaultTag'))).toBeNull();
    expect(within(cardOf('陳大文')).getByText('+853 6123 4567')).toBeTruthy();
    expect(
      within(cardOf('陳大文')).getByText(`${t('address.areas.taipa')} 氹仔告利雅施利華街1號`),
    ).toBeTruthy();
    expect(
      within(cardOf('Ana Sousa')).getByText(
        `${t('address.areas.other')} Rua Augusta 10, Lisboa 1100-053`,
      ),
    ).toBeTruthy();
    expect(within(cardOf('陳大文')).getByText('住宅')).toBeTruthy();
  });

  test('delete asks first; cancelling deletes nothing', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]) });
    const modal = answerModal(false);
    await mount(AddressPage);

    await tap(deleteOf('陳大文'));

    expect(modalContents(modal)).toEqual([t('message.confirmDeleteAddress')]);
    expect(mocks.calls('DELETE /pmm/addressMessage')).toHaveLength(0);
    expect(contacts()).toEqual(['李小明', '陳大文']);
  });

  test('confirming deletes that one id and takes the card away without a reload', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]),
      'DELETE /pmm/addressMessage': ok(null),
    });
    answerModal(true);
    await mount(AddressPage);

    await tap(deleteOf('陳大文'));

    const deletes = mocks.calls('DELETE /pmm/addressMessage');
    expect(deletes.map((each) => each.data)).toEqual([[TAIPA.id]]);
    expect(contacts()).toEqual(['李小明']);
    expect(toastTitles(mocks)).toContain(t('success.operation'));
    expect(mocks.calls('GET /pmm/addressMessage/page')).toHaveLength(1);
  });

  test('deleting the default hands the mark to the newest remaining address, as the server does', async () => {
    storeSession();
    mockTaro({
      'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA, ABROAD]),
      'DELETE /pmm/addressMessage': ok(null),
    });
    answerModal(true);
    await mount(AddressPage);

    await tap(deleteOf('李小明'));

    expect(markedContacts()).toEqual(['Ana Sousa']);
    expect(contacts()).toEqual(['Ana Sousa', '陳大文']);
  });

  test('a failed delete keeps the card', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]),
      'DELETE /pmm/addressMessage': fail(404, '找不到記錄'),
    });
    answerModal(true);
    await mount(AddressPage);

    await tap(deleteOf('陳大文'));

    expect(contacts()).toEqual(['李小明', '陳大文']);
    expect(toastTitles(mocks)).toEqual(['找不到記錄']);
  });

  test('set as default sends the address with isDefault true and moves the mark', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]),
      'PUT /pmm/addressMessage': ok({ ...TAIPA, isDefault: true }),
    });
    await mount(AddressPage);

    await tap(defaultOf('陳大文'));

    const puts = mocks.calls('PUT /pmm/addressMessage');
    expect(puts).toHaveLength(1);
    const body = puts[0].data as Record<string, unknown>;
    expect(body).toEqual({ ...TAIPA, isDefault: true });
    expect(Object.keys(body).sort()).toEqual(ADDRESS_FIELDS);
    expect(markedContacts()).toEqual(['陳大文']);
    expect(contacts()).toEqual(['陳大文', '李小明']);
    expect(defaultOf('李小明').getAttribute('aria-checked')).toBe('false');
    expect(toastTitles(mocks)).toContain(t('success.operation'));
  });

  test('tapping the default radio of the default address sends nothing', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]) });
    await mount(AddressPage);
    await tap(defaultOf('李小明'));
    expect(mocks.calls('PUT /pmm/addressMessage')).toHaveLength(0);
  });

  test('an empty list invites adding the first address, which the form will make the default', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([]) });
    await mount(AddressPage);

    expect(getByText(t('address.empty'))).toBeTruthy();
    expect(cards()).toHaveLength(0);
    await tap(addButton());
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/adress/addEdit?first=1']);
  });

  test('edit opens the form with the address id', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]) });
    await mount(AddressPage);
    await tap(editOf('陳大文'));
    await tap(addButton());
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/adress/addEdit?id=11',
      '/pages/adress/addEdit',
    ]);
  });

  test('a failed load shows an error with retry, and retry loads the list', async () => {
    storeSession();
    let calls = 0;
    mockTaro({
      'GET /pmm/addressMessage/page': () =>
        ++calls === 1 ? fail(500, '伺服器錯誤') : page([TAIPA]),
    });
    await mount(AddressPage);

    expect(within(getByRole('alert')).getByText(t('common.loadError'))).toBeTruthy();
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(contacts()).toEqual(['陳大文']);
    expect(queryByRole('alert')).toBeNull();
  });

  test('pull-down refreshes and stops the indicator; showing the page again reloads it', async () => {
    storeSession();
    let list = [TAIPA];
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': () => page(list) });
    await mount(AddressPage);

    list = [PENINSULA, TAIPA];
    await fireLifecycle('onPullDownRefresh');
    expect(contacts()).toEqual(['李小明', '陳大文']);
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();

    list = [PENINSULA];
    await fireLifecycle('componentDidShow');
    expect(contacts()).toEqual(['李小明']);
    expect(mocks.calls('GET /pmm/addressMessage/page')).toHaveLength(3);
  });

  test('opened with ?select=1, a tap on a card sends that address back and returns', async () => {
    storeSession();
    setRoute('/pages/adress/adress', { select: '1' });
    const mocks = mockTaro(
      { 'GET /pmm/addressMessage/page': page([PENINSULA, TAIPA]) },
      { pages: 2 },
    );
    const chosen: unknown[] = [];
    const listener = (address: unknown) => chosen.push(address);
    Taro.eventCenter.on(ADDRESS_SELECTED_EVENT, listener);
    try {
      await mount(AddressPage);
      expect(getByText(t('address.chooseHint'))).toBeTruthy();
      // A card is not itself a button that holds buttons: its choose button is one of them.
      expect(contacts()).toEqual(['李小明', '陳大文']);
      // Each card says whose address it chooses, and where: not just "this address".
      const chooseTaipa = getByRole('button', {
        name: '選擇此地址：陳大文，氹仔 氹仔告利雅施利華街1號',
      });
      expect(cardOf('陳大文').contains(chooseTaipa)).toBe(true);
      expect(chooseTaipa.textContent).toBe(t('address.chooseThis'));
      const choosePeninsula = getByRole('button', {
        name: '選擇此地址：李小明，澳門半島 新馬路100號5樓A座',
      });
      expect(cardOf('李小明').contains(choosePeninsula)).toBe(true);

      // The actions on a card do their own work, they do not choose it.
      await tap(editOf('陳大文'));
      expect(chosen).toEqual([]);

      await tap(cardOf('陳大文'));
      expect(chosen).toEqual([TAIPA]);
      expect(mocks.navigateBack).toHaveBeenCalledTimes(1);

      // The button chooses once, not once more through the card around it.
      await tap(choosePeninsula);
      expect(chosen).toEqual([TAIPA, PENINSULA]);
    } finally {
      Taro.eventCenter.off(ADDRESS_SELECTED_EVENT, listener);
    }
  });

  test('without ?select a tap on a card chooses nothing', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page([TAIPA]) });
    const chosen: unknown[] = [];
    const listener = (address: unknown) => chosen.push(address);
    Taro.eventCenter.on(ADDRESS_SELECTED_EVENT, listener);
    try {
      await mount(AddressPage);
      await tap(cardOf('陳大文'));
      expect(chosen).toEqual([]);
      expect(mocks.navigateBack).not.toHaveBeenCalled();
    } finally {
      Taro.eventCenter.off(ADDRESS_SELECTED_EVENT, listener);
    }
  });

  test('at twenty addresses the add button explains the limit instead of opening the form', async () => {
    storeSession();
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...TAIPA,
      id: 100 + i,
      contact: `聯絡人${i}`,
      isDefault: i === 0,
    }));
    const mocks = mockTaro({ 'GET /pmm/addressMessage/page': page(many) });
    await mount(AddressPage);
    await tap(addButton());
    expect(mocks.navigateTo).not.toHaveBeenCalled();
    expect(toastTitles(mocks)).toEqual([t('address.limitReached', { max: 20 })]);
  });
});
