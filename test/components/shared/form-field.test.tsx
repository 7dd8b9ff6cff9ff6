// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { FormField, type FormFieldProps } from '@/shared/ui/form-field';
import { componentSuite, errorOf, field, mountPlain } from '../support/harness';
import { queryByRole, queryByText, within } from '../support/queries';

componentSuite();

async function show(props: Partial<FormFieldProps> = {}) {
  await mountPlain(
    <FormField name="email" label="E-mail" {...props}>
      <span>control</span>
    </FormField>,
  );
}

const plain = () =>
  within(field('E-mail'))
    .getByText('control')
    .parentElement?.classList.contains('form-field__control--plain');

describe('FormField', () => {
  test('is a group named by its label, holding the label and its control', async () => {
    await show();
    expect(within(field('E-mail')).getByText('E-mail')).toBeTruthy();
    expect(within(field('E-mail')).getByText('control')).toBeTruthy();
    // The name and the box around the control are a style and analytics hook and a look: no
    // accessible attribute says them, so these checks read the classes.
    expect(field('E-mail').classList.contains('form-field--email')).toBe(true);
    expect(plain()).toBe(false);
  });

  test('an error is shown under the control as an alert, with the invalid class', async () => {
    await show({ error: 'Enter a valid e-mail', hint: 'We never share it' });
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail');
    expect(within(field('E-mail')).getByRole('alert').textContent).toBe('Enter a valid e-mail');
    // The error takes the hint's place.
    expect(queryByText('We never share it')).toBeNull();
  });

  test('without an error the hint shows and the field is not invalid', async () => {
    await show({ hint: 'We never share it' });
    expect(queryByRole('alert')).toBeNull();
    expect(errorOf('E-mail')).toBe('');
    expect(within(field('E-mail')).getByText('We never share it')).toBeTruthy();
  });

  test('plain drops the input box around the control', async () => {
    await show({ plain: true });
    expect(plain()).toBe(true);
  });
});
