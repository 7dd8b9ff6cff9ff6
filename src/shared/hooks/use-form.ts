import { useCallback, useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { t, type MessageKey } from '@/shared/i18n';
import { takeDraft, watchDraft } from '@/shared/lib/drafts';
import { TOAST_MS } from '@/shared/lib/constants';
import '../i18n/forms';

export type FormValues = Record<string, string | boolean>;

/** A field's rule: the message key to show under it, or undefined when the value is fine. */
export type FieldRule<T extends FormValues> = (values: T) => MessageKey | undefined;

export type FormRules<T extends FormValues> = Partial<Record<keyof T, FieldRule<T>>>;

export type FormErrors<T extends FormValues> = Partial<Record<keyof T, MessageKey>>;

export interface FormState<T extends FormValues> {
  values: T;
  /** Message keys, not text: the line under a field follows a language switch. */
  errors: FormErrors<T>;
  /** Changes one field and clears its message, so the visitor sees the fix take effect. */
  setValue: <K extends keyof T>(field: K, value: T[K]) => void;
  setError: (field: keyof T, message: MessageKey | undefined) => void;
  /** Runs the rules of the given fields (all rules when none are named); true when all pass. */
  validate: (rules: FormRules<T>, fields?: (keyof T)[]) => boolean;
  /** The field's message in the current language, for the line under it; undefined when none. */
  message: (field: keyof T) => string | undefined;
}

export interface FormOptions {
  /**
   * The screen's name (with the record's id when it edits one): what is typed is kept when a
   * 401 ends the session, and put back when the same account opens the same screen again.
   */
  draft?: string;
}

/** The fields of a kept draft that the form has, with the same kind of value. */
function ownFields<T extends FormValues>(kept: Partial<T>, shape: T): Partial<T> {
  const fields: Partial<T> = {};
  for (const key of Object.keys(shape) as (keyof T)[]) {
    if (typeof kept[key] === typeof shape[key]) fields[key] = kept[key];
  }
  return fields;
}

const changedFrom = <T extends FormValues>(values: T, start: T | undefined) =>
  !start || Object.keys(values).some((key) => values[key] !== start[key]);

/**
 * The state of a page form: what was typed is kept whatever happens to a request, and each
 * rule's message is held per field so that it is shown next to that field (SPEC §5).
 */
export function useForm<T extends FormValues>(
  initial: T | (() => T),
  options: FormOptions = {},
): FormState<T> {
  const { draft } = options;
  const start = useRef<T>();
  const restored = useRef(false);
  const [values, setValues] = useState<T>(() => {
    start.current = typeof initial === 'function' ? initial() : initial;
    const kept = draft ? takeDraft<Partial<T>>(draft) : undefined;
    if (!kept || typeof kept !== 'object') return start.current;
    restored.current = true;
    return { ...start.current, ...ownFields(kept, start.current) };
  });
  const [errors, setErrors] = useState<FormErrors<T>>({});
  // validate() may run right after setValue in the same tick (a tap on submit while typing).
  const latest = useRef(values);
  latest.current = values;

  // Issue #21: what is typed survives a session that ends under it (drafts.ts).
  useEffect(() => {
    if (!draft) return undefined;
    if (restored.current) {
      restored.current = false;
      Taro.showToast({ title: t('form.draftRestored'), icon: 'none', duration: TOAST_MS });
    }
    return watchDraft(draft, () =>
      changedFrom(latest.current, start.current) ? latest.current : undefined,
    );
  }, [draft]);

  const setValue = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const setError = useCallback((field: keyof T, message: MessageKey | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const validate = useCallback((rules: FormRules<T>, fields?: (keyof T)[]) => {
    const names = fields ?? (Object.keys(rules) as (keyof T)[]);
    const found: FormErrors<T> = {};
    for (const name of names) {
      const message = rules[name]?.(latest.current);
      if (message) found[name] = message;
    }
    setErrors((current) => {
      const next = { ...current };
      for (const name of names) {
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return next;
    });
    return Object.keys(found).length === 0;
  }, []);

  const message = (field: keyof T) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return { values, errors, setValue, setError, validate, message };
}
