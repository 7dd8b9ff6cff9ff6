import type { SelectQueryBuilder } from 'kysely';
import type { Paged } from '../contract';

export interface PageArgs {
  pageNo: number;
  pageSize: number;
}

/** The same page with its rows turned into answers. */
export function mapPage<Row, Item>(
  page: Paged<Row>,
  map: (row: Row, index: number) => Item,
): Paged<Item> {
  return { ...page, list: page.list.map(map) };
}

/**
 * pageOf for a Kysely query (issue #30): `base` is the FROM and WHERE, `rows` adds the columns
 * and the order. The COUNT runs only when the page does not tell the total by itself.
 */
export async function pageOfQuery<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  { pageNo, pageSize }: PageArgs,
): Promise<Paged<Row>> {
  const offset = (pageNo - 1) * pageSize;
  const list = (await rows(base).limit(pageSize).offset(offset).execute()) as Row[];
  if (list.length > 0 && list.length < pageSize) {
    return { list, total: offset + list.length, pageNo, pageSize };
  }
  const counted = (await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number };
  return { list, total: Number(counted.total), pageNo, pageSize };
}
