import fc from 'fast-check';
import { buildQuery, parseQuery, withQuery } from '@/shared/lib/url';

describe('buildQuery', () => {
  test('skips null and undefined, keeps 0, false and empty strings, encodes', () => {
    expect(
      buildQuery({
        id: 12,
        type: 'share',
        redirect: '/pages/vote/detail?id=3&x=y',
        none: undefined,
        nothing: null,
        zero: 0,
        no: false,
        empty: '',
        name: '澳門 & 氹仔',
      }),
    ).toBe(
      'id=12&type=share&redirect=%2Fpages%2Fvote%2Fdetail%3Fid%3D3%26x%3Dy&zero=0&no=false&empty=&name=%E6%BE%B3%E9%96%80%20%26%20%E6%B0%B9%E4%BB%94',
    );
  });

  test('a list repeats its key, skipping empty entries', () => {
    expect(buildQuery({ tag: ['a', null, 'b c'] })).toBe('tag=a&tag=b%20c');
  });

  test('an empty object gives an empty string', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ a: undefined })).toBe('');
  });

  test('accepts interfaces without an index signature', () => {
    interface Params {
      id?: number;
      keyword?: string;
    }
    const params: Params = { id: 1 };
    expect(buildQuery(params)).toBe('id=1');
  });
});

describe('parseQuery', () => {
  test('reads ?a=1&b=2, a=1&b=2 and whole URLs, ignoring the fragment', () => {
    const expected = { id: '3', type: 'share' };
    expect(parseQuery('?id=3&type=share')).toEqual(expected);
    expect(parseQuery('id=3&type=share')).toEqual(expected);
    expect(parseQuery('/pages/vote/detail?id=3&type=share#top')).toEqual(expected);
  });

  test('decodes, reads + as a space, keeps the last of a repeated key', () => {
    expect(parseQuery('?name=%E6%BE%B3%E9%96%80+Macau&a=1&a=2&flag&=orphan')).toEqual({
      name: '澳門 Macau',
      a: '2',
      flag: '',
    });
  });

  test('a malformed escape is kept as written and does not cost the others', () => {
    expect(parseQuery('?bad=%E0%A4%A&ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  test('empty input gives an empty object', () => {
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  test('round-trips anything buildQuery writes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.fullUnicodeString({ minLength: 1 }), fc.fullUnicodeString()),
        (params) => {
          expect(parseQuery(buildQuery(params))).toEqual(params);
          expect(parseQuery(`?${buildQuery(params)}`)).toEqual(params);
        },
      ),
    );
  });

  test('a key such as __proto__ stays an ordinary entry', () => {
    const parsed = parseQuery('__proto__=x&constructor=y');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe('withQuery', () => {
  test.each<[string, string]>([
    ['/pages/login/login', '/pages/login/login?redirect=%2Fmy&id=1'],
    ['/pages/login/login?a=1', '/pages/login/login?a=1&redirect=%2Fmy&id=1'],
    ['/pages/login/login?', '/pages/login/login?redirect=%2Fmy&id=1'],
    ['/pages/news/news#list', '/pages/news/news?redirect=%2Fmy&id=1#list'],
  ])('%s', (url, expected) => {
    expect(withQuery(url, { redirect: '/my', id: 1 })).toBe(expected);
  });

  test('nothing to add leaves the URL alone', () => {
    expect(withQuery('/pages/news/news?x=1', { a: undefined })).toBe('/pages/news/news?x=1');
  });
});
