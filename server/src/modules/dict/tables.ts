import { Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The rows of dictionaries, countries, public parameters, the exhibition and the translation
// memory, as stored.

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

export const DictDataRow = Type.Object({
  id: Type.Integer(),
  dict_type: Type.String(),
  dict_value: Type.String(),
  dict_label: Type.String(),
  ...localizedColumnProps('label'),
  sort: Type.Integer(),
});

export const CountryRow = Type.Object({
  id: Type.Integer(),
  parent_id: nullableInt(),
  area_code: Type.String(),
  iso: Type.String(),
  ...localizedColumnProps('name'),
  sort: Type.Integer(),
});

export const SysParamRow = Type.Object({
  name: Type.String(),
  value: Type.String(),
  public: Type.Integer(),
});

export const ExhibitionRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  ...localizedColumnProps('venue'),
  ...localizedColumnProps('intro'),
  cover: Type.String(),
  start_at: Type.Integer(),
  end_at: Type.Integer(),
});

export const TranslationRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('text'),
});

export interface DictTables {
  dict_data: TableOf<typeof DictDataRow, 'id' | Languages<'label'> | 'sort'>;
  countries: TableOf<typeof CountryRow, 'id' | 'iso' | Languages<'name'> | 'sort'>;
  sys_params: TableOf<typeof SysParamRow, 'public'>;
  exhibitions: TableOf<
    typeof ExhibitionRow,
    'id' | Languages<'name'> | Languages<'venue'> | Languages<'intro'> | 'cover'
  >;
  translations: TableOf<typeof TranslationRow, 'id' | Languages<'text'>>;
}

export const DICT_ROWS = {
  dict_data: DictDataRow,
  countries: CountryRow,
  sys_params: SysParamRow,
  exhibitions: ExhibitionRow,
  translations: TranslationRow,
};
