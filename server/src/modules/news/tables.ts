import { Type, enumOf } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The rows of news, activities, their categories and the home page's blocks, as stored.

export const NEWS_KINDS = ['news', 'activity'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NewsRow = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  ...localizedColumnProps('title'),
  ...localizedColumnProps('summary'),
  ...localizedColumnProps('content'),
  cover: Type.String(),
  location: Type.String(),
  start_at: nullableInt(),
  end_at: nullableInt(),
  published_at: Type.Integer(),
  views: Type.Integer(),
});

export const NewsCategoryRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  kind: enumOf(NEWS_KINDS),
  sort: Type.Integer(),
});

export const AdvertRow = Type.Object({
  id: Type.Integer(),
  type_id: Type.Integer(),
  image: Type.String(),
  link: Type.String(),
  sort: Type.Integer(),
});

export const LayoutBlockRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...localizedColumnProps('title'),
  link: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
});

export const NewsWordRow = Type.Object({
  id: Type.Integer(),
  word: Type.String(),
  sort: Type.Integer(),
});

type Localized = `${'title' | 'summary' | 'content'}_${'zht' | 'zhs' | 'pt' | 'en'}`;

export interface NewsTables {
  news: TableOf<typeof NewsRow, 'id' | Localized | 'cover' | 'location' | 'views'>;
  news_categories: TableOf<
    typeof NewsCategoryRow,
    'id' | `name_${'zht' | 'zhs' | 'pt' | 'en'}` | 'kind' | 'sort'
  >;
  adverts: TableOf<typeof AdvertRow, 'id' | 'link' | 'sort'>;
  layout_blocks: TableOf<
    typeof LayoutBlockRow,
    'id' | `title_${'zht' | 'zhs' | 'pt' | 'en'}` | 'link' | 'icon' | 'sort'
  >;
  news_words: TableOf<typeof NewsWordRow, 'id' | 'sort'>;
}

export const NEWS_ROWS = {
  news: NewsRow,
  news_categories: NewsCategoryRow,
  adverts: AdvertRow,
  layout_blocks: LayoutBlockRow,
  news_words: NewsWordRow,
};
