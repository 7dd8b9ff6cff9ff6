// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { ShareButton as H5ShareButton } from '@/features/contest/components/share-button.h5';
import { componentSuite, mountPlain, tap } from '../support/harness';
import { getByRole } from '../support/queries';

// Issue #13, the work page's share button on H5 (share-button.h5.tsx). Taro's H5 <Button> is a
// custom element (taro-button-core) that browsers do not expose as a button, so the work page's
// share, invite and ranking buttons were not buttons to a screen reader (or to a browser test
// looking for them by role). On H5 they are native <button>s: the shared button's H5 file.
jest.mock('@/shared/ui/button', () => jest.requireActual('@/shared/ui/button/index.h5'));

componentSuite();

test('H5: the share button is a native button named by its text; a tap shares', async () => {
  const onClick = jest.fn();
  await mountPlain(
    <H5ShareButton className="work-detail__share" onClick={onClick}>
      Partilhar a obra
    </H5ShareButton>,
  );
  const button = getByRole('button', { name: 'Partilhar a obra' });
  expect(button.tagName).toBe('BUTTON');
  expect(button.getAttribute('type')).toBe('button');
  expect(button.hasAttribute('open-type')).toBe(false);
  await tap(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
