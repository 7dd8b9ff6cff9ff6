// The one react-dom entry the console uses (the repository has no @types/react-dom: the visitor
// app renders through Taro).
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export function createRoot(container: Element): { render(children: ReactNode): void };
}
