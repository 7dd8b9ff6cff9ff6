import { isMessageKey } from '@/shared/i18n';
import * as constants from '@/shared/lib/constants';
import { isPhoneForArea } from '@/rules/validators';

describe('SPEC §9 business constants', () => {
  test.each<[keyof typeof constants, unknown]>([
    ['HTTP_TIMEOUT_MS', 60000],
    ['LOADING_DELAY_MS', 200],
    ['PAGE_LOAD_TIMEOUT_MS', 60000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['VERIFY_COUNTDOWN_S', 60],
    ['DEFAULT_AREA_CODE', '+853'],
    ['CODE_LENGTH', 6],
    ['TEXTAREA_MAX', 140],
    ['ALBUM_MAX', 9],
    ['ALBUM_PER_ROW', 3],
    ['UPLOAD_MAX_COUNT', 52],
    ['SWIPER_AUTOPLAY_MS', 3000],
    ['TOAST_MS', 2000],
    ['READ_MORE_HEIGHT', 400],
    ['PASSWORD_MIN', 6],
    ['PASSWORD_MAX', 12],
    ['COVER_WIDTH', 686],
    ['COVER_HEIGHT', 500],
    ['CALENDAR_MONTHS', 3],
    ['PICKER_ITEM_HEIGHT', 44],
    ['AVATAR_GROUP_MAX', 5],
    ['APP_VERSION', '1.0.1'],
    ['RELOGIN_DELAY_MS', 800],
    ['PAGE_SIZE', 10],
  ])('%s = %p', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  test('SPEC §7: statuses 200-299 are valid', () => {
    expect(constants.VALID_STATUS).toEqual({ min: 200, max: 299 });
    expect([199, 200, 204, 299, 300, 404, 500].map(constants.isValidStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  test('reminder options: none, at start, 5, 10 and 15 minutes before', () => {
    expect(constants.REMINDER_OPTIONS.map((option) => option.minutes)).toEqual([
      null,
      0,
      5,
      10,
      15,
    ]);
    for (const option of constants.REMINDER_OPTIONS)
      expect(isMessageKey(option.labelKey)).toBe(true);
  });

  test('font sizes: large, medium, small, medium by default', () => {
    expect(constants.FONT_SIZES.map((option) => option.value)).toEqual([
      'large',
      'medium',
      'small',
    ]);
    expect(constants.DEFAULT_FONT_SIZE).toBe('medium');
    for (const option of constants.FONT_SIZES) expect(isMessageKey(option.labelKey)).toBe(true);
    const scales = constants.FONT_SIZES.map((option) => option.scale);
    expect([...scales].sort((a, b) => b - a)).toEqual(scales);
  });

  test('area codes: Macau first, each once, well formed', () => {
    const codes = constants.AREA_CODES.map((area) => area.code);
    expect(codes[0]).toBe(constants.DEFAULT_AREA_CODE);
    expect(codes.slice(0, 5)).toEqual(['+853', '+852', '+86', '+886', '+351']);
    expect(new Set(codes).size).toBe(codes.length);
    for (const area of constants.AREA_CODES) {
      expect(area.code).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(area.region).toMatch(/^[A-Z]{2}$/);
    }
  });

  test('the phone validator knows the default area code', () => {
    expect(isPhoneForArea('66123456', constants.DEFAULT_AREA_CODE)).toBe(true);
    expect(isPhoneForArea('56123456', constants.DEFAULT_AREA_CODE)).toBe(false);
  });
});
