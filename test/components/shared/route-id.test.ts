import { routeId } from '@/shared/hooks/use-route-params';

// A page opened without a usable id (/pages/news/detail, ?id=abc) has no id: it asks for nothing.
describe('routeId', () => {
  test('a positive integer id is read', () => {
    expect(routeId('12')).toBe(12);
  });

  test.each([undefined, '', 'abc', '0', '-3', '1.5', 'NaN'])('%p is no id', (value) => {
    expect(routeId(value)).toBeUndefined();
  });
});
