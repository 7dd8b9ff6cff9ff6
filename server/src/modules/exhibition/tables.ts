import { Type } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';

// The exhibition tables Kysely knows so far (issue #30 converts the module step by step).

export const ExhibitRow = Type.Object({
  id: Type.Integer(),
  enterprise_id: nullableInt(),
  category_id: nullableInt(),
  booth_id: nullableInt(),
  name_zht: Type.String(),
  name_zhs: Type.String(),
  name_pt: Type.String(),
  name_en: Type.String(),
  intro_zht: Type.String(),
  intro_zhs: Type.String(),
  intro_pt: Type.String(),
  intro_en: Type.String(),
  cover: Type.String(),
  era: Type.String(),
  sort: Type.Integer(),
});

/** A visitor follows an exhibit (the favourites page lists it). */
export const ExhibitInterestRow = Type.Object({
  user_id: Type.Integer(),
  exhibit_id: Type.Integer(),
  created_at: Type.Integer(),
});

/** One side's consent to swap cards with another person (issue #9): both sides, an exchange. */
export const CardConsentRow = Type.Object({
  user_id: Type.Integer(),
  other_user_id: Type.Integer(),
  created_at: Type.Integer(),
});

type Filled =
  | 'id'
  | 'enterprise_id'
  | 'category_id'
  | 'booth_id'
  | 'name_zhs'
  | 'name_pt'
  | 'name_en'
  | `intro_${'zht' | 'zhs' | 'pt' | 'en'}`
  | 'cover'
  | 'era'
  | 'sort';

export interface ExhibitionTables {
  exhibits: TableOf<typeof ExhibitRow, Filled>;
  exhibit_interests: TableOf<typeof ExhibitInterestRow>;
  card_consents: TableOf<typeof CardConsentRow>;
}

export const EXHIBITION_ROWS = {
  exhibits: ExhibitRow,
  exhibit_interests: ExhibitInterestRow,
  card_consents: CardConsentRow,
};
