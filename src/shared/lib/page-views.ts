import type { RouteName } from '@/routes';

// Every page frame says when its page is shown; whoever counts page views (tracking, wired in
// app.tsx) listens. The frame itself knows no feature.

type Listener = (route: RouteName) => void;
const listeners = new Set<Listener>();

export function onPageShown(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageShown(route: RouteName): void {
  for (const listener of listeners) listener(route);
}
