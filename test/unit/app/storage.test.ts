import Taro from '@tarojs/taro';
import {
  STORAGE_KEYS,
  clearAll,
  getToken,
  getTokenExpiry,
  getUserInfo,
  isTokenExpired,
  saveSession,
  setUserInfo,
  storage,
} from '@/shared/lib/storage';

const NOW_S = 1_760_000_000;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('token and its expiry (SPEC §3)', () => {
  test('the token is kept under the key token', () => {
    saveSession('abc', NOW_S + 60);
    expect(Taro.getStorageSync('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    expect(getTokenExpiry()).toBe(NOW_S + 60);
  });

  test('§3 expired when the expiry is earlier than now', () => {
    saveSession('abc', NOW_S - 1);
    expect(isTokenExpired(NOW_S)).toBe(true);
  });

  test('§3 expired when the expiry is exactly now (not later than now)', () => {
    saveSession('abc', NOW_S);
    expect(isTokenExpired(NOW_S)).toBe(true);
    expect(isTokenExpired(NOW_S - 0.001)).toBe(false);
  });

  test('§3 not expired when the expiry is later than now', () => {
    saveSession('abc', NOW_S + 1);
    expect(isTokenExpired(NOW_S)).toBe(false);
  });

  test('§3 without a token the session counts as expired, whatever the expiry', () => {
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, NOW_S + 3600);
    expect(isTokenExpired(NOW_S)).toBe(true);
    Taro.setStorageSync(STORAGE_KEYS.token, '');
    expect(isTokenExpired(NOW_S)).toBe(true);
  });

  test('a token stored without an expiry is taken as valid', () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'abc');
    expect(getTokenExpiry()).toBeUndefined();
    expect(isTokenExpired(NOW_S)).toBe(false);
  });

  test('an unreadable expiry is ignored', () => {
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, 'soon');
    expect(getTokenExpiry()).toBeUndefined();
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, -5);
    expect(getTokenExpiry()).toBeUndefined();
  });

  test('an expiry stored as a numeric string is read as seconds', () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'abc');
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, String(NOW_S));
    expect(isTokenExpired(NOW_S)).toBe(true);
    expect(isTokenExpired(NOW_S - 1)).toBe(false);
  });

  test('the default "now" is the clock in seconds', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW_S * 1000);
    saveSession('abc', NOW_S);
    expect(isTokenExpired()).toBe(true);
    saveSession('abc', NOW_S + 1);
    expect(isTokenExpired()).toBe(false);
  });
});

describe('session and user info (SPEC §3)', () => {
  test('saveSession keeps token, expiry and user; getUserInfo reads the user back', () => {
    saveSession('tok', NOW_S + 100, { id: 7, name: 'Ana' });
    expect(getToken()).toBe('tok');
    expect(getTokenExpiry()).toBe(NOW_S + 100);
    expect(getUserInfo()).toEqual({ id: 7, name: 'Ana' });
  });

  test('saveSession without a user keeps the stored user', () => {
    setUserInfo({ id: 3 });
    saveSession('tok', NOW_S + 100);
    expect(getUserInfo()).toEqual({ id: 3 });
  });

  test('no user stored reads as undefined', () => {
    expect(getUserInfo()).toBeUndefined();
    Taro.setStorageSync(STORAGE_KEYS.userInfo, '');
    expect(getUserInfo()).toBeUndefined();
  });

  test('a storage that throws reads as nothing and a failed write does not throw', () => {
    jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    jest.spyOn(Taro, 'setStorageSync').mockImplementation(() => {
      throw new Error('storage full');
    });
    expect(getToken()).toBeUndefined();
    expect(() => saveSession('tok', NOW_S)).not.toThrow();
    expect(storage.read('anything')).toBeUndefined();
  });
});

describe('clearAll (SPEC §4: 401, logout and logoff clear local storage)', () => {
  beforeEach(() => {
    saveSession('tok', NOW_S + 100, { id: 7 });
    Taro.setStorageSync('someCache', { a: 1 });
    Taro.setStorageSync(STORAGE_KEYS.language, 'pt');
    Taro.setStorageSync(STORAGE_KEYS.fontSize, 'large');
    Taro.setStorageSync(STORAGE_KEYS.reminder, 'before10');
  });

  test('clears the token, its expiry, the user and anything else of the account', () => {
    clearAll();
    expect(getToken()).toBeUndefined();
    expect(getTokenExpiry()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(storage.read('someCache')).toBeUndefined();
    expect(isTokenExpired(NOW_S)).toBe(true);
  });

  test("keeps the visitor's language, font size and reminder (a session expiry must not switch the language)", () => {
    clearAll();
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('pt');
    expect(Taro.getStorageSync(STORAGE_KEYS.fontSize)).toBe('large');
    expect(Taro.getStorageSync(STORAGE_KEYS.reminder)).toBe('before10');
  });

  test('keeps the activity reminders (issue #21: logout and a 401 erased them)', () => {
    Taro.setStorageSync(STORAGE_KEYS.activityReminders, { 12: 'before10' });
    clearAll();
    expect(Taro.getStorageSync(STORAGE_KEYS.activityReminders)).toEqual({ 12: 'before10' });
  });

  test('does not invent preferences that were never stored', () => {
    Taro.removeStorageSync(STORAGE_KEYS.fontSize);
    Taro.removeStorageSync(STORAGE_KEYS.reminder);
    clearAll();
    expect(storage.read(STORAGE_KEYS.fontSize)).toBeUndefined();
    expect(storage.read(STORAGE_KEYS.reminder)).toBeUndefined();
    expect(Taro.getStorageInfoSync().keys).toEqual([STORAGE_KEYS.language]);
  });
});

test('clearAll keeps the anonymous tracking id, so one device stays one visitor after logout', () => {
  Taro.setStorageSync('trackingUuid', 'device-1');
  Taro.setStorageSync('token', 't');
  clearAll();
  expect(Taro.getStorageSync('trackingUuid')).toBe('device-1');
  expect(Taro.getStorageSync('token')).toBe('');
});
