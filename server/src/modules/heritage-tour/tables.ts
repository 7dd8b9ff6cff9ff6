import { Type } from '../../lib/schema';
import { localizedColumnProps, type TableOf } from '../../lib/table';

// The heritage tour's table: its AR sites, each with where it is and how near counts as there.

const nullableReal = () => Type.Union([Type.Number(), Type.Null()]);

export const ArSiteRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  ...localizedColumnProps('description'),
  cover: Type.String(),
  latitude: nullableReal(),
  longitude: nullableReal(),
  link: Type.String(),
  sort: Type.Integer(),
  radius_m: Type.Integer(),
});

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

export interface HeritageTourTables {
  ar_sites: TableOf<
    typeof ArSiteRow,
    | 'id'
    | Languages<'name'>
    | Languages<'description'>
    | 'cover'
    | 'latitude'
    | 'longitude'
    | 'link'
    | 'sort'
    | 'radius_m'
  >;
}

export const HERITAGE_TOUR_ROWS = { ar_sites: ArSiteRow };
