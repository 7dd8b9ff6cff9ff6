// H5 and the mini-program both run React 18, which has useSyncExternalStore itself: the shim that
// mobx-react-lite imports for older Reacts is dead weight in every page chunk.
export { useSyncExternalStore } from 'react';
