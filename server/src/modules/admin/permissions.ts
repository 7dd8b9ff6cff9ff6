/**
 * The operators' permission table (issue #23, server/API-admin.md "Permissions and roles"),
 * declared once: every admin route names one permission, a role is a set of them, and each
 * console resource says which it needs. The server's checks, the console's menus
 * (admin/src/permissions.ts) and the tests all read this file (issue #30), so it imports nothing:
 * the console's bundle takes it whole.
 */
export const PERMISSIONS = [
  'dashboard:read',
  'works:read',
  'works:moderate',
  'exports:votes',
  'orders:read',
  'orders:fulfil',
  'exports:orders',
  'gifts:read',
  'gifts:stock',
  'news:write',
  'home:write',
  'pages:write',
  'uploads:write',
  'gifts:write',
  'programme:write',
  'contest:write',
  'ar:write',
  'quiz:write',
  'operators:manage',
  'audit:read',
  // Issue #29: finding a visitor for a complaint, read only; the phone in full is its own right.
  'visitors:read',
  'visitors:phone',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['moderator', 'fulfilment', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  moderator: ['dashboard:read', 'works:read', 'works:moderate', 'exports:votes', 'visitors:read'],
  fulfilment: [
    'dashboard:read',
    'orders:read',
    'orders:fulfil',
    'exports:orders',
    'gifts:read',
    'gifts:stock',
    'visitors:read',
    'visitors:phone',
  ],
  editor: ['dashboard:read', 'news:write', 'home:write', 'pages:write', 'uploads:write'],
  admin: PERMISSIONS,
};

export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) {
    for (const permission of ROLE_PERMISSIONS[role as Role] ?? []) granted.add(permission);
  }
  return PERMISSIONS.filter((p) => granted.has(p));
}

/** What a console resource needs. */
export interface ResourceAccess {
  /** Its menu, list and rows (any of several: the exports page shows either export). */
  readonly read: Permission | readonly Permission[];
  /** Changing it (create, edit, delete, its row actions) where that needs more than reading. */
  readonly write?: Permission;
  /**
   * Reading its rows without its menu: the server's list and row routes ask this one instead (a
   * moderator's works list names each work's contest group).
   */
  readonly lookup?: Permission;
  /** Actions with a permission of their own. */
  readonly actions?: Readonly<Record<string, Permission>>;
}

export const RESOURCE_ACCESS = {
  works: { read: 'works:read', write: 'works:moderate' },
  orders: { read: 'orders:read', write: 'orders:fulfil' },
  gifts: { read: 'gifts:read', write: 'gifts:write', actions: { stock: 'gifts:stock' } },
  news: { read: 'news:write' },
  'news-categories': { read: 'news:write' },
  carousels: { read: 'home:write' },
  posters: { read: 'home:write' },
  pages: { read: 'pages:write' },
  'rich-texts': { read: 'pages:write' },
  missions: { read: 'programme:write' },
  badges: { read: 'programme:write' },
  'badge-types': { read: 'programme:write' },
  contests: { read: 'contest:write' },
  'contest-groups': { read: 'contest:write', lookup: 'works:read' },
  'ar-sites': { read: 'ar:write' },
  'quiz-questions': { read: 'quiz:write' },
  operators: { read: 'operators:manage' },
  roles: { read: 'operators:manage' },
  'audit-log': { read: 'audit:read' },
  visitors: { read: 'visitors:read' },
  dashboard: { read: 'dashboard:read' },
  exports: {
    read: ['exports:votes', 'exports:orders'],
    actions: { votes: 'exports:votes', orders: 'exports:orders' },
  },
} as const satisfies Record<string, ResourceAccess>;

export type ResourceName = keyof typeof RESOURCE_ACCESS;

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** The permission an action on a resource needs (any of a list); an unknown resource: none. */
export function permissionFor(
  resource: string,
  action: string,
): Permission | readonly Permission[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(RESOURCE_ACCESS, resource)) return undefined;
  const access: ResourceAccess = RESOURCE_ACCESS[resource as ResourceName];
  const own = access.actions?.[action];
  if (own) return own;
  if (READ_ACTIONS.has(action)) return access.read;
  return access.write ?? access.read;
}

/** True when the permissions allow an action on a resource (an unknown resource: no). */
export function allows(permissions: readonly string[], resource: string, action: string): boolean {
  const needed = permissionFor(resource, action);
  if (!needed) return false;
  const any: readonly string[] = typeof needed === 'string' ? [needed] : needed;
  return any.some((permission) => permissions.includes(permission));
}
