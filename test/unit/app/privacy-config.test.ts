// Issue #12: the screens that read the position (activities, AR tour, map pickers) and open the
// camera (AR tour) are declared to WeChat, which refuses the calls otherwise.
interface PrivacyShape {
  permission?: Record<string, { desc: string }>;
  requiredPrivateInfos?: string[];
  __usePrivacyCheck__?: boolean;
}

describe('src/app.config.ts privacy declarations', () => {
  let config: PrivacyShape;

  beforeAll(() => {
    (globalThis as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) =>
      c;
    config = (require('@/app.config') as { default: PrivacyShape }).default;
  });

  test('the location permission says what it is for', () => {
    expect(config.permission?.['scope.userLocation']?.desc).toMatch(/距離/);
  });

  test('the location calls the app makes are required private infos', () => {
    expect(config.requiredPrivateInfos).toEqual(
      expect.arrayContaining(['getLocation', 'chooseLocation']),
    );
  });

  test('WeChat asks for consent to the privacy guide before such calls', () => {
    expect(config.__usePrivacyCheck__).toBe(true);
  });
});
