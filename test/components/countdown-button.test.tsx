// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import { CountdownButton, type CountdownButtonProps } from '@/shared/ui/countdown-button';
import { t } from '@/shared/i18n';
import { componentSuite, isDisabled, mountPlain } from './support/harness';
import { getByRole } from './support/queries';

let utils: TestUtils;

componentSuite();
afterEach(() => jest.useRealTimers());

async function mount(props: CountdownButtonProps) {
  utils = await mountPlain(<CountdownButton {...props} />);
  // Timers are faked after the mount: the mount itself waits for an animation frame.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame'] });
}

const button = () => getByRole('button');
/** Waiting out the countdown shows as a button that refuses taps. */
const waiting = () => isDisabled(button());
const label = () => button().textContent?.trim();

/** Clicks and lets the send promise and the state updates that follow it settle. */
async function click() {
  await utils.act(async () => {
    utils.fireEvent.click(button());
    await Promise.resolve();
  });
}

async function tick(ms: number) {
  await utils.act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

interface Deferred {
  promise: Promise<unknown>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<unknown>((res) => {
    resolve = () => res(undefined);
  });
  return { promise, resolve };
}

describe('CountdownButton (SPEC §4 verification-code button, §9 60 s)', () => {
  test('§4 get code → retry in 60 s counting down → resend at 0', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    await mount({ onSend });
    expect(label()).toBe(t('countdown.getCode'));
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(label()).toBe(t('countdown.retryIn', { seconds: 60 }));
    expect(waiting()).toBe(true);
    await tick(1000);
    expect(label()).toBe(t('countdown.retryIn', { seconds: 59 }));
    await tick(58_000);
    expect(label()).toBe(t('countdown.retryIn', { seconds: 1 }));
    await tick(1000);
    expect(label()).toBe(t('countdown.resend'));
    expect(waiting()).toBe(false);
  });

  test('§4 no second code while the countdown runs; resend works at the end', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    await mount({ onSend });
    await click();
    await tick(30_000);
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    await tick(30_000);
    expect(label()).toBe(t('countdown.resend'));
    await click();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(label()).toBe(t('countdown.retryIn', { seconds: 60 }));
  });

  test('the countdown stops at resend and does not run on', async () => {
    await mount({ onSend: () => Promise.resolve() });
    await click();
    await tick(120_000);
    expect(label()).toBe(t('countdown.resend'));
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a rejected send leaves the button ready for another try', async () => {
    const onSend = jest.fn(() => Promise.reject(new Error('SMS gateway down')));
    await mount({ onSend });
    await click();
    await utils.act(async () => {
      await Promise.resolve();
    });
    expect(label()).toBe(t('countdown.getCode'));
    expect(waiting()).toBe(false);
    await click();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('beforeSend returning false sends nothing', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    const beforeSend = jest.fn(() => false);
    await mount({ onSend, beforeSend });
    await click();
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(label()).toBe(t('countdown.getCode'));
  });

  test('beforeSend returning true lets the code go', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    await mount({ onSend, beforeSend: () => true });
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('no double send while sending', async () => {
    const answer = deferred();
    const onSend = jest.fn(() => answer.promise);
    await mount({ onSend });
    await click();
    await click();
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(label()).toBe(t('countdown.getCode'));
    await utils.act(async () => {
      answer.resolve();
      await answer.promise;
    });
    expect(label()).toBe(t('countdown.retryIn', { seconds: 60 }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('a disabled button sends nothing', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    await mount({ onSend, disabled: true });
    await click();
    expect(onSend).not.toHaveBeenCalled();
  });
});
