import { act, createElement as h, type ReactNode } from 'react';
import { FIRST_SCREEN_ITEMS, useFirstItems, useNextTask } from '@/shared/hooks/use-next-task';

// Issue #14: what a screen draws with useNextTask (home's latest news) comes one task after its
// first render, so that the first render is a shorter task on the phone's main thread.

interface Root {
  render(node: ReactNode): void;
  unmount(): void;
}

// @types/react-dom is not installed; this is the one call the test needs from it.
const { createRoot } = jest.requireActual<{ createRoot(container: Element): Root }>(
  'react-dom/client',
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => jest.useRealTimers());

test('false on the first render, true once the next task has run', () => {
  jest.useFakeTimers();
  const seen: boolean[] = [];
  function Probe() {
    const ready = useNextTask();
    seen.push(ready);
    return h('span', null, ready ? 'later' : 'first');
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(h(Probe)));
  expect(container.textContent).toBe('first');
  expect(seen).not.toContain(true);
  act(() => {
    jest.runOnlyPendingTimers();
  });
  expect(container.textContent).toBe('later');
  act(() => root.unmount());
});

test('a screen left before the next task sets nothing', () => {
  jest.useFakeTimers();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = createRoot(document.createElement('div'));
  act(() => root.render(h(() => (useNextTask() ? 'later' : 'first'))));
  act(() => root.unmount());
  expect(jest.getTimerCount()).toBe(0);
  errors.mockRestore();
});

describe('useFirstItems: a list draws its first-screen items, and the rest one task later', () => {
  function List({ total }: { total: number }) {
    const shown = useFirstItems(total);
    return h('ul', null, ...Array.from({ length: shown }, (_, i) => h('li', { key: i }, i)));
  }
  const count = (container: Element) => container.querySelectorAll('li').length;

  test('the first render of the items draws the first screen, each next task as many more', () => {
    jest.useFakeTimers();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(h(List, { total: 0 })));
    expect(count(container)).toBe(0);
    // The items arrive: only what the first screen shows.
    act(() => root.render(h(List, { total: 10 })));
    expect(count(container)).toBe(FIRST_SCREEN_ITEMS);
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(count(container)).toBe(2 * FIRST_SCREEN_ITEMS);
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(count(container)).toBe(10);
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(jest.getTimerCount()).toBe(0);
    // The next page, or a refresh, is drawn whole at once.
    act(() => root.render(h(List, { total: 20 })));
    expect(count(container)).toBe(20);
    act(() => root.render(h(List, { total: 3 })));
    expect(count(container)).toBe(3);
    act(() => root.unmount());
  });

  test('a list no longer than the first screen is drawn whole, with no timer, and so is its next page', () => {
    jest.useFakeTimers();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(h(List, { total: FIRST_SCREEN_ITEMS })));
    expect(count(container)).toBe(FIRST_SCREEN_ITEMS);
    expect(jest.getTimerCount()).toBe(0);
    act(() => root.render(h(List, { total: 3 * FIRST_SCREEN_ITEMS })));
    expect(count(container)).toBe(3 * FIRST_SCREEN_ITEMS);
    act(() => root.unmount());
  });

  test('a list left before the next task sets nothing', () => {
    jest.useFakeTimers();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(h(List, { total: 10 })));
    act(() => root.unmount());
    expect(jest.getTimerCount()).toBe(0);
  });
});
