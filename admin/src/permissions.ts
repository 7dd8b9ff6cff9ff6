// Which permission (server/API-admin.md "Permissions and roles") each screen of the console needs.
// The server checks every call; the console only hides what an operator cannot use.

/** Reading a resource (its list, its rows). */
const READ: Record<string, string> = {
  works: 'works:read',
  orders: 'orders:read',
  gifts: 'gifts:read',
  news: 'news:write',
  'news-categories': 'news:write',
  carousels: 'home:write',
  posters: 'home:write',
  pages: 'pages:write',
  'rich-texts': 'pages:write',
  missions: 'programme:write',
  badges: 'programme:write',
  'badge-types': 'programme:write',
  contests: 'contest:write',
  'contest-groups': 'contest:write',
  'ar-sites': 'ar:write',
  'quiz-questions': 'quiz:write',
  operators: 'operators:manage',
  roles: 'operators:manage',
  'audit-log': 'audit:read',
  visitors: 'visitors:read',
  dashboard: 'dashboard:read',
};

/** Changing a resource, where it needs more than reading it. */
const WRITE: Record<string, string> = {
  gifts: 'gifts:write',
};

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

export function permissionFor(resource: string, action: string): string | string[] | undefined {
  if (resource === 'exports') {
    return action === 'votes' || action === 'orders'
      ? `exports:${action}`
      : ['exports:votes', 'exports:orders'];
  }
  if (resource === 'works' && !READ_ACTIONS.has(action)) return 'works:moderate';
  if (resource === 'orders' && !READ_ACTIONS.has(action)) return 'orders:fulfil';
  if (!READ_ACTIONS.has(action) && WRITE[resource]) return WRITE[resource];
  return READ[resource];
}

/** True when the permissions allow an action on a resource (an unknown resource: no). */
export function allows(permissions: readonly string[], resource: string, action: string): boolean {
  const needed = permissionFor(resource, action);
  if (!needed) return false;
  const any = Array.isArray(needed) ? needed : [needed];
  return any.some((permission) => permissions.includes(permission));
}
