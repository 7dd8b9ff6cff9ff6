import type { TSchema } from 'typebox';

/** The storage class (SQLite's names) and nullability a TypeBox row schema gives a column. */
export function columnOfSchema(schema: TSchema): { type: string; nullable: boolean } {
  const s = schema as { type?: string; anyOf?: TSchema[]; enum?: unknown[] };
  if (s.anyOf) {
    const parts = s.anyOf.map(columnOfSchema);
    const nullable = parts.some((p) => p.type === 'NULL');
    const types = parts.filter((p) => p.type !== 'NULL').map((p) => p.type);
    return { type: types.join('|'), nullable };
  }
  if (s.enum) return { type: typeof s.enum[0] === 'number' ? 'INTEGER' : 'TEXT', nullable: false };
  const byType: Record<string, string> = {
    integer: 'INTEGER',
    number: 'REAL',
    string: 'TEXT',
    null: 'NULL',
  };
  return { type: byType[s.type ?? ''] ?? `?${s.type}`, nullable: false };
}

/** Each table's declared columns, from the row schemas of server/src/tables.ts. */
export function declaredColumns(
  schema: unknown,
): Record<string, { type: string; nullable: boolean }> {
  return Object.fromEntries(
    Object.entries((schema as { properties: Record<string, TSchema> }).properties).map(
      ([name, column]) => [name, columnOfSchema(column)],
    ),
  );
}
