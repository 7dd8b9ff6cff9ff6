import { localized } from './sql';

export const content = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE dict_data (
  id INTEGER PRIMARY KEY,
  dict_type TEXT NOT NULL,
  dict_value TEXT NOT NULL,
  dict_label TEXT NOT NULL,
  ${localized('label')},
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (dict_type, dict_value)
);

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES countries(id),
  area_code TEXT NOT NULL,
  iso TEXT NOT NULL DEFAULT '',
  ${localized('name')},
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sys_params (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  public INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE exhibitions (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  ${localized('venue')},
  ${localized('intro')},
  cover TEXT NOT NULL DEFAULT '',
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);

-- Translation memory for /language/translate: known phrases only, no machine translation.
CREATE TABLE translations (
  id INTEGER PRIMARY KEY,
  ${localized('text')}
);

CREATE TABLE page_info (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  ${localized('title')},
  ${localized('content')},
  updated_at INTEGER NOT NULL
);

CREATE TABLE carousels (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL DEFAULT 'home',
  image TEXT NOT NULL,
  ${localized('title')},
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE posters (
  id INTEGER PRIMARY KEY,
  image TEXT NOT NULL,
  ${localized('title')},
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT ''
);

CREATE TABLE channels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE news_categories (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  kind TEXT NOT NULL DEFAULT 'news' CHECK (kind IN ('news', 'activity')),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES news_categories(id),
  ${localized('title')},
  ${localized('summary')},
  ${localized('content')},
  cover TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  start_at INTEGER,
  end_at INTEGER,
  published_at INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX news_published ON news (published_at DESC, id DESC);

CREATE TABLE adverts (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL,
  image TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE layout_blocks (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  ${localized('title')},
  link TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE news_words (
  id INTEGER PRIMARY KEY,
  word TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
`;
