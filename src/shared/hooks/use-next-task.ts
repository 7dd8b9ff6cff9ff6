import { useEffect, useState } from 'react';

/**
 * False on a screen's first render, true one task after it has been painted. A screen draws what
 * is below the fold only then, so that its first render, and the render that brings its data,
 * are shorter tasks for the phone's main thread (issue #14: each long task blocks a tap). Only
 * for content at the end of a screen: nothing drawn later may push what is already shown.
 */
export function useNextTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
