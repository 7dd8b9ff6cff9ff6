import { Reaction } from 'mobx';
import { memo, useRef, useSyncExternalStore, type FunctionComponent } from 'react';

/**
 * MobX's `observer` for function components, on React 18's useSyncExternalStore: a component
 * renders again when an observable it read while rendering changes. It is the part of
 * mobx-react-lite this app uses (only `observer`), without that package's class-component,
 * local-store and timer-based clean-up code: 4 KB less in the mini-program's main package, where
 * every screen of the tabs lives (issue #20).
 *
 * As mobx-react-lite 4 does it: one Reaction per mounted component tracks each render; a change
 * bumps a version that React reads as the store's snapshot; the Reaction is disposed on unmount
 * and made again if React mounts the same component once more. A render that React drops before
 * it mounts leaves a Reaction behind: a FinalizationRegistry disposes it with the component.
 */

interface Admin {
  reaction: Reaction | null;
  version: number;
  onChange: (() => void) | null;
  subscribe(onChange: () => void): () => void;
  snapshot(): number;
}

/** ES2021's FinalizationRegistry (the project's TypeScript lib stops before it). */
interface Finalizer<T> {
  register(target: object, held: T, token?: object): void;
  unregister(token: object): void;
}
declare const FinalizationRegistry:
  (new <T>(cleanup: (held: T) => void) => Finalizer<T>) | undefined;

const abandoned =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<Admin>((admin) => {
        admin.reaction?.dispose();
        admin.reaction = null;
      })
    : undefined;

function track(admin: Admin, name: string) {
  admin.reaction = new Reaction(`observer ${name}`, () => {
    admin.version += 1;
    admin.onChange?.();
  });
}

function useObserverAdmin(name: string): Admin {
  const ref = useRef<Admin | null>(null);
  if (!ref.current) {
    const admin: Admin = {
      reaction: null,
      version: 0,
      onChange: null,
      subscribe(onChange) {
        abandoned?.unregister(admin);
        admin.onChange = onChange;
        if (!admin.reaction) {
          // Mounted again without a render in between: track anew and make React render.
          track(admin, name);
          admin.version += 1;
        }
        return () => {
          admin.onChange = null;
          admin.reaction?.dispose();
          admin.reaction = null;
        };
      },
      snapshot: () => admin.version,
    };
    ref.current = admin;
  }
  const admin = ref.current;
  if (!admin.reaction) {
    track(admin, name);
    abandoned?.register(ref, admin, admin);
  }
  return admin;
}

export function observer<P extends object>(component: FunctionComponent<P>) {
  const name = component.displayName || component.name || 'component';
  const Observed = (props: P) => {
    const admin = useObserverAdmin(name);
    useSyncExternalStore(admin.subscribe, admin.snapshot, admin.snapshot);
    let rendered: ReturnType<FunctionComponent<P>> = null;
    let failure: { error: unknown } | undefined;
    (admin.reaction as Reaction).track(() => {
      try {
        rendered = component(props);
      } catch (error) {
        failure = { error };
      }
    });
    if (failure) throw failure.error;
    return rendered;
  };
  Observed.displayName = name;
  const observed = memo(Observed);
  // Statics set on the component before it was wrapped (a page's share flags) stay reachable.
  Object.assign(observed, component);
  return observed;
}
