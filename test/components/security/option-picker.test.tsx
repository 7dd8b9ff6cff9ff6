// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import '@tarojs/taro';
import React, { useState } from 'react';
import { OptionPicker, type PickerOption } from '@/shared/ui/option-picker';
import { InfoRow } from '@/shared/ui/info-row';
import { t } from '@/shared/i18n';
import { mount, pageSuite, tap } from '../support/harness';
import {
  getAllByRole,
  getByRole,
  getByText,
  queryByRole,
  textOf,
  valueBeside,
  within,
} from '../support/queries';

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
    const group = () => getByRole('radiogroup', { name: '時區' });
    await tap(within(group()).getByRole('radio', { name: '里斯本' }));
    await tap(within(group()).getByRole('radio', { name: '里斯本' }));

    expect(changes).toEqual(['Europe/Lisbon']);
    expect(getAllByRole('radio').map((chip) => chip.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
    ]);
  });

  test('sheet: the row shows the placeholder, opens the list, and shows the choice', async () => {
    await mount(() => <Harness variant="sheet" />);
    const trigger = () => getByRole('button', { name: '時區' });
    expect(textOf(trigger())).toBe('請選擇');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(queryByRole('dialog')).toBeNull();

    await tap(trigger());
    expect(within(getByRole('dialog', { name: '時區' })).getByText('時區')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await tap(getByRole('option', { name: '里斯本' }));

    expect(changes).toEqual(['Europe/Lisbon']);
    expect(queryByRole('dialog')).toBeNull();
    expect(textOf(trigger())).toBe('里斯本');
  });

  test('sheet: cancel closes it without a choice', async () => {
    await mount(() => <Harness variant="sheet" />);
    await tap(getByRole('button', { name: '時區' }));
    const cancel = within(getByRole('dialog')).getByRole('button', { name: t('common.cancel') });
    await tap(cancel);

    expect(changes).toEqual([]);
    expect(queryByRole('dialog')).toBeNull();
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

    expect(valueBeside('電子郵箱')).toBe('未填寫');
    expect(getByText('電子郵箱').closest('[role="button"]')).toBeNull();
    expect(getAllByRole('button')).toHaveLength(1);
    await tap(getByRole('button', { name: '姓名陳大文' }));
    expect(opened).toEqual(['name']);
  });
});
