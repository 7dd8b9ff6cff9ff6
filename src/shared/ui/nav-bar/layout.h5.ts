import type { NavBarLayout } from './layout';

// The browser has no capsule button and draws its own status bar; referencing the
// mini-program's window APIs here would pull a user-agent library into the first H5 script.
const H5_LAYOUT: NavBarLayout = { statusBarHeight: 0, barHeight: 44, capsuleGap: 0 };

export function navBarLayout(): NavBarLayout {
  return H5_LAYOUT;
}
