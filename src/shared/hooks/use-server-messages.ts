import { useCallback, useState } from 'react';

export interface ServerMessages<F extends string> {
  /** The server's own words about a field, in the language of the request. */
  messages: Partial<Record<F, string>>;
  show: (field: F, message: string) => void;
  /** Forgets one field's message (the visitor changed it), or all of them. */
  clear: (field?: F) => void;
}

/**
 * What the server said about one field of a form (a username taken, a code refused), kept next to
 * that field until the visitor edits it. useForm holds the client's rules as message keys; these
 * are text, because only the server knows why it refused.
 */
export function useServerMessages<F extends string>(): ServerMessages<F> {
  const [messages, setMessages] = useState<Partial<Record<F, string>>>({});
  const show = useCallback((field: F, message: string) => {
    setMessages((current) => ({ ...current, [field]: message }));
  }, []);
  const clear = useCallback((field?: F) => {
    setMessages((current) => {
      if (field === undefined) return Object.keys(current).length ? {} : current;
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { messages, show, clear };
}
