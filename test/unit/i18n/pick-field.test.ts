import { initLocale, pickField, setLocale } from '@/shared/i18n';

interface News {
  id: number;
  titleZht?: string | null;
  titleZhs?: string | null;
  titlePt?: string | null;
  titleEn?: string | null;
  title?: string | null;
}

const full: News = {
  id: 1,
  titleZht: '展覽開幕',
  titleZhs: '展览开幕',
  titlePt: 'Abertura da exposição',
  titleEn: 'Exhibition opens',
  title: 'bare',
};

beforeEach(() => {
  initLocale();
});

describe('pickField (SPEC §1: data fields with the suffixes Zht, Zhs, Pt, En)', () => {
  test('reads the field of the current locale', () => {
    expect(pickField(full, 'title')).toBe('展覽開幕');
    setLocale('zh-Hans');
    expect(pickField(full, 'title')).toBe('展览开幕');
    setLocale('pt');
    expect(pickField(full, 'title')).toBe('Abertura da exposição');
    setLocale('en');
    expect(pickField(full, 'title')).toBe('Exhibition opens');
  });

  test('an explicit locale wins over the current one', () => {
    expect(pickField(full, 'title', 'en')).toBe('Exhibition opens');
  });

  test('falls back to the Zht field when the locale field is empty or missing', () => {
    setLocale('en');
    expect(pickField({ ...full, titleEn: '' }, 'title')).toBe('展覽開幕');
    expect(pickField({ ...full, titleEn: null }, 'title')).toBe('展覽開幕');
    expect(pickField({ id: 1, titleZht: '展覽開幕', title: 'bare' }, 'title')).toBe('展覽開幕');
  });

  test('then to the bare field, then to an empty string', () => {
    setLocale('pt');
    expect(pickField({ id: 1, titleZhs: '展览开幕', title: 'bare' }, 'title')).toBe('bare');
    expect(pickField({ id: 1, titleZhs: '展览开幕' }, 'title')).toBe('');
    expect(pickField({ id: 1, title: null }, 'title')).toBe('');
    expect(pickField(null as News | null, 'title')).toBe('');
    expect(pickField(undefined as News | undefined, 'title')).toBe('');
  });

  test('numbers read as text; other kinds of value are skipped', () => {
    expect(pickField({ sortZht: 3 }, 'sort')).toBe('3');
    expect(pickField({ nameZht: { a: 1 }, name: 'x' } as Record<string, unknown>, 'name')).toBe(
      'x',
    );
  });

  test('base must name a field of the record', () => {
    // @ts-expect-error no such field on News
    expect(pickField(full, 'subtitle')).toBe('');
    // @ts-expect-error a base is a string
    expect(pickField(full, 1)).toBe('');
    expect(pickField({ id: 1 } as Record<string, unknown>, 'anything')).toBe('');
  });
});
