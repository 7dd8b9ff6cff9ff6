// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { FormField, type FormFieldProps } from '@/shared/ui/form-field';
import { $, componentSuite, fieldError, mountPlain, textOf } from '../support/harness';

componentSuite();

async function show(props: Partial<FormFieldProps> = {}) {
  await mountPlain(
    <FormField name="email" label="E-mail" {...props}>
      <span className="probe">control</span>
    </FormField>,
  );
}

describe('FormField', () => {
  test('shows its label, its control and its name class', async () => {
    await show();
    expect($('.form-field').classList.contains('form-field--email')).toBe(true);
    expect(textOf('.form-field__label')).toBe('E-mail');
    expect(textOf('.form-field__control .probe')).toBe('control');
    expect($('.form-field__control').classList.contains('form-field__control--plain')).toBe(false);
  });

  test('an error is shown under the control as an alert, with the invalid class', async () => {
    await show({ error: 'Enter a valid e-mail', hint: 'We never share it' });
    expect($('.form-field').classList.contains('form-field--invalid')).toBe(true);
    expect(fieldError('email')).toBe('Enter a valid e-mail');
    expect($('.form-field__error').getAttribute('role')).toBe('alert');
    // The error takes the hint's place.
    expect(document.querySelector('.form-field__hint')).toBeNull();
  });

  test('without an error the hint shows and the field is not invalid', async () => {
    await show({ hint: 'We never share it' });
    expect($('.form-field').classList.contains('form-field--invalid')).toBe(false);
    expect(document.querySelector('.form-field__error')).toBeNull();
    expect(textOf('.form-field__hint')).toBe('We never share it');
  });

  test('plain drops the input box around the control', async () => {
    await show({ plain: true });
    expect($('.form-field__control').classList.contains('form-field__control--plain')).toBe(true);
  });
});
