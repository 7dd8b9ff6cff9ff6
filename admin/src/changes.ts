// What a PUT sends (server/API-admin.md "Lists and rows"): only the fields the form changed, so
// that read-only fields read with the row (kind, views, updatedAt...) are never sent back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/** The fields whose value differs from the record as read: what a PUT sends. */
export function changedFields(data: Row, previous: Row | undefined): Row {
  const changed: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id') continue;
    if (previous && JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
    changed[key] = value === undefined ? null : value;
  }
  return changed;
}
