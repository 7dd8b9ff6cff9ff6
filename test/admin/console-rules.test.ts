import englishMessages from 'ra-language-english';
import { changedFields } from '../../admin/src/changes';
import { raZhHant } from '../../admin/src/i18n/ra-zh-hant';
import { raPt } from '../../admin/src/i18n/ra-pt';
import { pt } from '../../admin/src/i18n/pt';
import { messages } from '../../admin/src/i18n/messages';
import { allows as consoleAllows } from '../../admin/src/permissions';
import {
  PERMISSIONS,
  RESOURCE_ACCESS,
  ROLES as SERVER_ROLES,
  ROLE_PERMISSIONS as ROLES,
  allows,
} from '../../server/src/modules/admin/permissions';

// The console's pure rules (issue #23): what each role's menus show (server/API-admin.md
// "Permissions and roles"), what a PUT sends, and react-admin's words in zh-Hant key for key.
// The roles and resources are the server's one table (issue #30), never a copy.

const RESOURCES = Object.keys(RESOURCE_ACCESS);

test("the console's menus follow the server's table itself, not a copy of it (#30)", () => {
  expect(consoleAllows).toBe(allows);
});

const listed = (permissions: readonly string[]) =>
  RESOURCES.filter((resource) => allows(permissions, resource, 'list'));

test('each role sees the menus of its permissions, and no other', () => {
  expect(listed(ROLES.moderator)).toEqual(['works', 'visitors', 'dashboard', 'exports']);
  expect(listed(ROLES.fulfilment)).toEqual(['orders', 'gifts', 'visitors', 'dashboard', 'exports']);
  expect(listed(ROLES.editor)).toEqual([
    'news',
    'news-categories',
    'carousels',
    'posters',
    'pages',
    'rich-texts',
    'dashboard',
  ]);
  expect(listed([...ROLES.admin])).toEqual(RESOURCES);
  expect(listed([])).toEqual([]);
});

test('acting needs more than reading: moderate, fulfil, write gifts; each export its own', () => {
  expect(allows(['works:read'], 'works', 'moderate')).toBe(false);
  expect(allows(ROLES.moderator, 'works', 'moderate')).toBe(true);
  expect(allows(['orders:read'], 'orders', 'fulfil')).toBe(false);
  expect(allows(ROLES.fulfilment, 'orders', 'fulfil')).toBe(true);
  expect(allows(ROLES.fulfilment, 'gifts', 'edit')).toBe(false);
  expect(allows(['gifts:read', 'gifts:write'], 'gifts', 'create')).toBe(true);
  expect(allows(ROLES.moderator, 'exports', 'votes')).toBe(true);
  expect(allows(ROLES.moderator, 'exports', 'orders')).toBe(false);
  expect(allows(ROLES.moderator, 'no-such-resource', 'list')).toBe(false);
});

test('a PUT sends the changed fields only, never the id or what was read unchanged', () => {
  const before = {
    id: 4,
    titleZht: '舊',
    kind: 'news',
    views: 9,
    publishAt: '2026-11-25T10:00:00.000Z',
  };
  const after = { ...before, titleZht: '新', publishAt: new Date('2026-11-25T11:00:00.000Z') };
  expect(changedFields(after, before)).toEqual({
    titleZht: '新',
    publishAt: new Date('2026-11-25T11:00:00.000Z'),
  });
  expect(changedFields({ id: 1, cover: undefined }, { id: 1, cover: 'x' })).toEqual({
    cover: null,
  });
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

test("react-admin's words in zh-Hant have every key of its English catalogue, and no other", () => {
  expect(keys(raZhHant).sort()).toEqual(keys(englishMessages).sort());
});

test("react-admin's words in Portuguese have every key of its English catalogue, and no other", () => {
  expect(keys(raPt).sort()).toEqual(keys(englishMessages).sort());
});

type Catalogue = { admin: unknown; resources: unknown };
const en = messages.en as unknown as Catalogue;
const ptAll = messages.pt as unknown as Catalogue;
const at = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );

test('the console in Portuguese writes no Chinese and no English of its own', () => {
  // The whole Portuguese catalogue, the words issue #29's moderators' work added included.
  const own = keys({ admin: ptAll.admin, resources: ptAll.resources });
  expect(own.length).toBeGreaterThan(keys({ admin: pt.admin, resources: pt.resources }).length);
  const chinese = own.filter((key) => /[\u3400-\u9fff]/.test(String(at(ptAll, key))));
  expect(chinese).toEqual([]);
  // Words both languages write alike (Latitude, Stock...) are not English left untranslated.
  const same = own.filter((key) => at(ptAll, key) === at(en, key));
  expect(
    same
      .map((key) => String(at(ptAll, key)))
      .filter((text) => !['Latitude', 'Longitude', 'Stock', 'Editor', 'Item'].includes(text)),
  ).toEqual([]);
});

test('every role, permission and audited action the server knows has words in each language', () => {
  const words = (group: string, id: string) =>
    ['zh-Hant', 'pt', 'en'].filter(
      (locale) => typeof at(messages[locale], `admin.words.${group}.${id}`) !== 'string',
    );
  for (const role of SERVER_ROLES) expect([role, words('role', role)]).toEqual([role, []]);
  for (const permission of PERMISSIONS) {
    expect([permission, words('permission', permission)]).toEqual([permission, []]);
  }
  // The visitors' lookup (issue #29) is audited as visitors.view.
  expect(words('action', 'view')).toEqual([]);
});
