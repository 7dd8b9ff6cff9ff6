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

/** How many items of a list a phone's first screen shows: the rest can wait one task. */
export const FIRST_SCREEN_ITEMS = 4;

/**
 * How many of a list's `total` items to draw: when the items first arrive, only the first
 * `first` (what the first screen shows), then `first` more in each following task until all are
 * drawn, so that no render of a tab's list is a long task (issue #14). Once the whole list has
 * been drawn, every item is drawn at once (a refresh, the next page). Only for lists that grow
 * downward: nothing shown moves.
 */
export function useFirstItems(total: number, first: number = FIRST_SCREEN_ITEMS): number {
  const [shown, setShown] = useState(first);
  const waiting = shown < total;
  useEffect(() => {
    if (!waiting) {
      if (total > 0 && shown !== Infinity) setShown(Infinity);
      return undefined;
    }
    const timer = setTimeout(() => setShown((count) => count + first), 0);
    return () => clearTimeout(timer);
  }, [waiting, shown, total, first]);
  return Math.min(shown, total);
}
