// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React, { type ComponentType, type ReactNode } from 'react';
import { componentSuite, mountPlain } from '../support/harness';
import { getByRole, getByText } from '../support/queries';

// Issue #14, WCAG 2.1.1: on H5 a View with a control's role is a plain div (the View shim of
// config/shims/taro-components); it joins the tab order and Enter and Space press it, as they press
// a native button. A link follows on Enter only.

componentSuite();

interface ViewProps {
  role?: string;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}
// The shim ships as plain JavaScript without typings.
const View = jest.requireActual<{ default: ComponentType<ViewProps> }>(
  '../../../config/shims/taro-components/view.js',
).default;

function press(element: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('a View with a control role on H5', () => {
  it('is in the tab order and Enter and Space press it, without scrolling the page', async () => {
    const onClick = jest.fn();
    await mountPlain(
      <View role="button" onClick={onClick}>
        Retry
      </View>,
    );
    const button = getByRole('button', { name: 'Retry' });
    expect(button.tabIndex).toBe(0);

    expect(press(button, 'Enter').defaultPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(press(button, ' ').defaultPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(2);
    press(button, 'a');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('presses a tab on Space, a link on Enter only', async () => {
    const onTab = jest.fn();
    const onLink = jest.fn();
    await mountPlain(
      <View>
        <View role="tab" onClick={onTab}>
          News
        </View>
        <View role="link" onClick={onLink}>
          All orders
        </View>
      </View>,
    );
    press(getByRole('tab', { name: 'News' }), ' ');
    expect(onTab).toHaveBeenCalledTimes(1);

    const link = getByRole('link', { name: 'All orders' });
    expect(link.tabIndex).toBe(0);
    expect(press(link, ' ').defaultPrevented).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
    press(link, 'Enter');
    expect(onLink).toHaveBeenCalledTimes(1);
  });

  it('presses only the focused control, not a control around it', async () => {
    const onCard = jest.fn();
    const onInner = jest.fn();
    await mountPlain(
      <View role="link" onClick={onCard}>
        Card
        <View role="button" onClick={onInner}>
          Delete
        </View>
      </View>,
    );
    press(getByRole('button', { name: 'Delete' }), 'Enter');
    expect(onInner).toHaveBeenCalledTimes(1);
    // The inner control's click bubbles as a tap on it would; the card's key handler stays out.
    expect(onCard).toHaveBeenCalledTimes(1);
  });

  it('leaves a View without a control role out of the tab order', async () => {
    await mountPlain(<View>Plain text</View>);
    expect(getByText('Plain text').hasAttribute('tabindex')).toBe(false);
  });
});
