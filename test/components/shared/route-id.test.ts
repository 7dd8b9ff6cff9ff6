import { routeId } from '@/shared/hooks/use-route-params';

// A page opened without its id (/pages/news/detail) must not hand a hook NaN as a dependency:
// under Preact NaN never equals itself and the page would load on every render (issue #14).
describe('routeId', () => {
  test('a positive integer id is read', () => {
    expect(routeId('12')).toBe(12);
  });

  test.each([undefined, '', 'abc', '0', '-3', '1.5', 'NaN'])('%p is no id', (value) => {
    expect(routeId(value)).toBeUndefined();
  });
});
