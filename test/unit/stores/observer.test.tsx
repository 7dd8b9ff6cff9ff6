import { observable, runInAction } from 'mobx';
import { createElement, useEffect, type FunctionComponent, type ReactElement } from 'react';
import { observer } from '@/shared/stores/observer';

// shared/stores/observer.ts (issue #20): MobX's observer on useSyncExternalStore, the one part of
// mobx-react-lite the app used. A component renders again when what it read changes, at once,
// and never after it is gone.

// react-dom ships no types here (the app renders through Taro); the two calls used, typed.
interface Root {
  render(element: ReactElement): void;
  unmount(): void;
}
const { createRoot } = require('react-dom/client') as { createRoot: (node: Element) => Root };
const { act } = require('react-dom/test-utils') as {
  act: ((scope: () => void) => void) & ((scope: () => Promise<void>) => Promise<void>);
};

const ACT = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  ACT.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root.unmount());
  container.remove();
});

const store = () => observable({ count: 0 });
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(component: FunctionComponent) {
  root = createRoot(container);
  act(() => root.render(createElement(component)));
}

describe('observer', () => {
  test('renders again when what it read changes, and not after it is gone', async () => {
    const state = store();
    let renders = 0;
    const Count = observer(() => {
      renders += 1;
      return createElement('p', null, `count ${state.count}`);
    });
    mount(Count);
    expect(container.textContent).toBe('count 0');
    await act(async () => {
      runInAction(() => (state.count = 1));
    });
    expect(container.textContent).toBe('count 1');
    act(() => root.unmount());
    const before = renders;
    runInAction(() => (state.count = 2));
    await nextTask();
    expect(renders).toBe(before);
    root = createRoot(container);
  });

  test('a change made after its render and before it subscribed is not lost', async () => {
    const state = store();
    // A child's effect runs before its parent's: it changes the store between the parent's
    // render and the parent's subscription.
    const Child = () => {
      useEffect(() => {
        runInAction(() => (state.count = 5));
      }, []);
      return null;
    };
    const Parent = observer(() =>
      createElement('p', null, `count ${state.count}`, createElement(Child)),
    );
    mount(Parent);
    await act(async () => {
      await nextTask();
    });
    expect(container.textContent).toBe('count 5');
  });
});

test('a change from a call answer renders at once (before the next task)', async () => {
  const state = store();
  const Count = observer(() => createElement('p', null, `count ${state.count}`));
  mount(Count);
  ACT.IS_REACT_ACT_ENVIRONMENT = false;
  runInAction(() => (state.count = 1));
  await microtasks();
  expect(container.textContent).toBe('count 1');
});

test('a change made in a DOM event (a tap) renders at once', async () => {
  const state = store();
  const Tapped = observer(() =>
    createElement(
      'button',
      { onClick: () => runInAction(() => (state.count += 1)) },
      `count ${state.count}`,
    ),
  );
  mount(Tapped);
  ACT.IS_REACT_ACT_ENVIRONMENT = false;
  container.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await microtasks();
  expect(container.textContent).toBe('count 1');
});
