import Taro from '@tarojs/taro';
import { confirmAction, notice, toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { t } from '@/shared/i18n';
import { TOAST_MS } from '@/shared/lib/constants';
import { answerModal, componentSuite, resolved } from '../support/harness';

componentSuite();

function mockToast() {
  return jest.spyOn(Taro, 'showToast').mockImplementation(resolved);
}

const iconOf = (spy: jest.SpyInstance) => (spy.mock.calls[0][0] as { icon: string }).icon;

describe('toastSuccess', () => {
  test('a short title keeps the tick icon', () => {
    const showToast = mockToast();
    toastSuccess('Saved');
    expect(showToast).toHaveBeenCalledWith({ title: 'Saved', icon: 'success', duration: TOAST_MS });
  });

  test('up to 14 half-width characters keep the icon; 15 drop it', () => {
    const showToast = mockToast();
    toastSuccess('a'.repeat(14));
    toastSuccess('a'.repeat(15));
    expect(showToast.mock.calls.map((call) => (call[0] as { icon: string }).icon)).toEqual([
      'success',
      'none',
    ]);
  });

  test('a CJK character counts double: 7 keep the icon, 8 drop it', () => {
    const showToast = mockToast();
    toastSuccess('已成功保存資料');
    toastSuccess('已成功保存您的資料');
    expect(showToast.mock.calls.map((call) => (call[0] as { icon: string }).icon)).toEqual([
      'success',
      'none',
    ]);
  });

  test('a long message is shown whole, without the icon', () => {
    const showToast = mockToast();
    toastSuccess('Your address has been saved');
    expect(iconOf(showToast)).toBe('none');
    expect((showToast.mock.calls[0][0] as { title: string }).title).toBe(
      'Your address has been saved',
    );
  });
});

describe('toastInfo', () => {
  test('never shows an icon', () => {
    const showToast = mockToast();
    toastInfo('Hi');
    expect(showToast).toHaveBeenCalledWith({ title: 'Hi', icon: 'none', duration: TOAST_MS });
  });
});

describe('confirmAction', () => {
  test('resolves true when the confirming button is tapped', async () => {
    const showModal = answerModal(true);
    await expect(confirmAction({ content: 'Delete this address?' })).resolves.toBe(true);
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({
        title: t('common.tip'),
        content: 'Delete this address?',
        showCancel: true,
        confirmColor: '#8c1c13',
      }),
    );
  });

  test('resolves false on cancel', async () => {
    answerModal(false);
    await expect(confirmAction({ content: 'Log out?' })).resolves.toBe(false);
  });

  test('resolves false when the dialog fails', async () => {
    jest
      .spyOn(Taro, 'showModal')
      .mockImplementation((() => Promise.reject(new Error('x'))) as never);
    await expect(confirmAction({ content: 'Log out?' })).resolves.toBe(false);
  });

  test('danger actions get the danger colour and their own title and button', async () => {
    const showModal = answerModal(true);
    await confirmAction({ content: 'Close?', title: 'Account', confirmText: '刪除', danger: true });
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Account', confirmText: '刪除', confirmColor: '#c0392b' }),
    );
  });

  test('in the mini-program a confirm text wider than four Chinese characters is left out', async () => {
    const env = process.env.TARO_ENV;
    process.env.TARO_ENV = 'weapp';
    try {
      const showModal = answerModal(true);
      await confirmAction({ content: 'Close?', confirmText: 'Confirm deletion' });
      expect(showModal.mock.calls[0][0]).not.toHaveProperty('confirmText');
    } finally {
      process.env.TARO_ENV = env;
    }
  });

  test('on H5 every translation is kept: Taro would show its Chinese wording instead', async () => {
    const env = process.env.TARO_ENV;
    process.env.TARO_ENV = 'h5';
    try {
      const showModal = answerModal(true);
      await confirmAction({ content: 'Fechar?', confirmText: 'Confirmar' });
      expect(showModal.mock.calls[0][0]).toMatchObject({ confirmText: 'Confirmar' });
    } finally {
      process.env.TARO_ENV = env;
    }
  });
});

describe('notice', () => {
  test('shows one button and resolves even when the dialog fails', async () => {
    const showModal = answerModal(true);
    await notice('Please log in first');
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Please log in first', showCancel: false }),
    );
    showModal.mockImplementation((() => Promise.reject(new Error('x'))) as never);
    await expect(notice('Again')).resolves.toBeUndefined();
  });
});
