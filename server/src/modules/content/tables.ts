import { Type } from '../../lib/schema';
import { localizedColumnProps, type TableOf } from '../../lib/table';

// The rows of fixed pages, carousels, posters, assets and channels, as stored.

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

export const PageInfoRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...localizedColumnProps('title'),
  ...localizedColumnProps('content'),
  updated_at: Type.Integer(),
});

export const CarouselRow = Type.Object({
  id: Type.Integer(),
  position: Type.String(),
  image: Type.String(),
  ...localizedColumnProps('title'),
  link: Type.String(),
  sort: Type.Integer(),
});

export const PosterRow = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  ...localizedColumnProps('title'),
  link: Type.String(),
  sort: Type.Integer(),
});

export const AssetRow = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
});

export const ChannelRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  sort: Type.Integer(),
});

export interface ContentTables {
  page_info: TableOf<typeof PageInfoRow, 'id' | Languages<'title'> | Languages<'content'>>;
  carousels: TableOf<typeof CarouselRow, 'id' | 'position' | Languages<'title'> | 'link' | 'sort'>;
  posters: TableOf<typeof PosterRow, 'id' | Languages<'title'> | 'link' | 'sort'>;
  assets: TableOf<typeof AssetRow, 'id' | 'name' | 'type'>;
  channels: TableOf<typeof ChannelRow, 'id' | 'code' | 'sort'>;
}

export const CONTENT_ROWS = {
  page_info: PageInfoRow,
  carousels: CarouselRow,
  posters: PosterRow,
  assets: AssetRow,
  channels: ChannelRow,
};
