/**
 * The operators' permission table (issue #23, server/API-admin.md "Permissions and roles"),
 * declared once: every admin route names one permission, and a role is a set of them.
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
