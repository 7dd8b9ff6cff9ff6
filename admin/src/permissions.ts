// Which permission each screen of the console needs is the server's table (issue #30): declared
// once in server/src/modules/admin/permissions.ts, read by the server's checks, these menus and the
// tests. The server checks every call; the console only hides what an operator cannot use.
export { allows } from '../../server/src/modules/admin/permissions';
