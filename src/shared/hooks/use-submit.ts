import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submit<A extends unknown[]> {
  /** True while the action runs: the button shows its loading state and is disabled. */
  submitting: boolean;
  /** Runs the action unless a run is already under way; a second tap is ignored. */
  submit: (...args: A) => Promise<void>;
}

/**
 * One submission at a time. The guard is a ref, not the button's disabled state: on a slow
 * phone a second tap can land before React has re-rendered the button. Failures are the
 * action's to handle (the request layer has already shown them); the form keeps its values.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>): Submit<A> {
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await latest.current(...args);
    } catch {
      // Shown by the request layer already (SPEC §8); nothing typed is lost.
    } finally {
      running.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }, []);

  return { submitting, submit };
}
