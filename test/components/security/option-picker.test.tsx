// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import '@tarojs/taro';
import React, { useState } from 'react';
import { OptionPicker, type PickerOption } from '@/shared/ui/option-picker';
import { InfoRow } from '@/shared/ui/info-row';
import { t } from '@/shared/i18n';
import { $, $all, mount, pageSuite, tap, textOf } from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();

const ZONES: PickerOption[] = [
  { value: 'Asia/Macau', label: '澳門' },
  { value: 'Europe/Lisbon', label: '里斯本' },
];

const changes: string[] = [];

function Harness({ variant }: { variant: 'chips' | 'sheet' }) {
  const [value, setValue] = useState('');
  return (
    <OptionPicker
      variant={variant}
      title="時區"
      placeholder="請選擇"
      options={ZONES}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

beforeEach(() => {
  changes.length = 0;
});

describe('option picker', () => {
  test('chips: one tap chooses, and a second tap on the same chip changes nothing', async () => {
    await mount(() => <Harness variant="chips" />);
    const lisbon = $all('.option-picker__chip')[1];
    await tap(lisbon);
    await tap($all('.option-picker__chip')[1]);

    expect(changes).toEqual(['Europe/Lisbon']);
    expect($all('.option-picker__chip').map((chip) => chip.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
    ]);
  });

  test('sheet: the row shows the placeholder, opens the list, and shows the choice', async () => {
    await mount(() => <Harness variant="sheet" />);
    expect(textOf('.option-picker__value')).toBe('請選擇');
    expect(document.querySelector('.option-picker__sheet')).toBeNull();

    await tap('.option-picker__trigger');
    expect(textOf('.option-picker__title')).toBe('時區');
    await tap($all('.option-picker__option')[1]);

    expect(changes).toEqual(['Europe/Lisbon']);
    expect(document.querySelector('.option-picker__sheet')).toBeNull();
    expect(textOf('.option-picker__value')).toBe('里斯本');
  });

  test('sheet: cancel closes it without a choice', async () => {
    await mount(() => <Harness variant="sheet" />);
    await tap('.option-picker__trigger');
    expect(textOf('.option-picker__close')).toBe(t('common.cancel'));
    await tap('.option-picker__close');

    expect(changes).toEqual([]);
    expect(document.querySelector('.option-picker__sheet')).toBeNull();
  });
});

describe('info row', () => {
  test('an empty value reads as the placeholder; only a row with an action is a link', async () => {
    const opened: string[] = [];
    await mount(() => (
      <>
        <InfoRow name="email" label="電子郵箱" value="" placeholder="未填寫" />
        <InfoRow name="name" label="姓名" value="陳大文" onClick={() => opened.push('name')} />
      </>
    ));

    expect(textOf('.info-row--email .info-row__value')).toBe('未填寫');
    expect($('.info-row--email').classList.contains('info-row--link')).toBe(false);
    expect(document.querySelector('.info-row--email .info-row__chevron')).toBeNull();
    await tap('.info-row--name');
    expect(opened).toEqual(['name']);
  });
});
