import { enumOf, Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

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

/** A visitor follows an exhibitor. */
export const ExhibitorInterestRow = Type.Object({
  user_id: Type.Integer(),
  enterprise_id: Type.Integer(),
  created_at: Type.Integer(),
});

/** One side's consent to swap cards with another person (issue #9): both sides, an exchange. */
export const CardConsentRow = Type.Object({
  user_id: Type.Integer(),
  other_user_id: Type.Integer(),
  created_at: Type.Integer(),
});

/** A session of the programme; registration opens and closes apart from it. */
export const ScheduleTableRow = Type.Object({
  id: Type.Integer(),
  name_zht: Type.String(),
  name_en: Type.String(),
  intro_zht: Type.String(),
  intro_en: Type.String(),
  location: Type.String(),
  start_at: Type.Integer(),
  end_at: Type.Integer(),
  apply_start_at: Type.Integer(),
  apply_end_at: Type.Integer(),
  capacity: Type.Integer(),
  sort: Type.Integer(),
});

export const GuestTableRow = Type.Object({
  id: Type.Integer(),
  name_zht: Type.String(),
  name_en: Type.String(),
  title_zht: Type.String(),
  title_en: Type.String(),
  avatar: Type.String(),
  intro_zht: Type.String(),
  sort: Type.Integer(),
});

export const ScheduleGuestRow = Type.Object({
  schedule_id: Type.Integer(),
  guest_id: Type.Integer(),
});

/** A visitor's registration for a session, and when they signed in at it. */
export const ScheduleApplyRow = Type.Object({
  id: Type.Integer(),
  schedule_id: Type.Integer(),
  user_id: Type.Integer(),
  created_at: Type.Integer(),
  signed_at: nullableInt(),
});

/** A meeting or talk request, to a person ('personal') or to an enterprise ('company'). */
export const EventInfoRow = Type.Object({
  id: Type.Integer(),
  scope: enumOf(['personal', 'company'] as const),
  kind: enumOf(['meeting', 'talk'] as const),
  creator_id: Type.Integer(),
  target_user_id: nullableInt(),
  target_enterprise_id: nullableInt(),
  title: Type.String(),
  content: Type.String(),
  location: Type.String(),
  start_at: nullableInt(),
  end_at: nullableInt(),
  audit_status: Type.Integer(),
  remark: Type.String(),
  enable: Type.Integer(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  deleted_at: nullableInt(),
});

/** Someone a personal request was forwarded to, and by whom. */
export const EventParticipantRow = Type.Object({
  event_id: Type.Integer(),
  user_id: Type.Integer(),
  via_user_id: nullableInt(),
  created_at: Type.Integer(),
});

export const EnterpriseRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  intro_zht: Type.String(),
  intro_en: Type.String(),
  logo: Type.String(),
  website: Type.String(),
  address: Type.String(),
  industry: Type.String(),
});

/** A booth of the older exhibition layer; its zh-Hant hall keeps its first column, `hall`. */
export const BoothRow = Type.Object({
  id: Type.Integer(),
  enterprise_id: nullableInt(),
  code: Type.String(),
  ...localizedColumnProps('name'),
  hall: Type.String(),
  hall_zhs: Type.String(),
  hall_pt: Type.String(),
  hall_en: Type.String(),
  area: Type.Number(),
  sort: Type.Integer(),
});

export const ExhibitCategoryRow = Type.Object({
  id: Type.Integer(),
  parent_id: nullableInt(),
  ...localizedColumnProps('name'),
  sort: Type.Integer(),
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
  booths: TableOf<
    typeof BoothRow,
    | 'id'
    | 'enterprise_id'
    | `name_${'zhs' | 'pt' | 'en'}`
    | `hall${'' | '_zhs' | '_pt' | '_en'}`
    | 'area'
    | 'sort'
  >;
  exhibit_categories: TableOf<
    typeof ExhibitCategoryRow,
    'id' | 'parent_id' | `name_${'zhs' | 'pt' | 'en'}` | 'sort'
  >;
  exhibits: TableOf<typeof ExhibitRow, Filled>;
  exhibit_interests: TableOf<typeof ExhibitInterestRow>;
  exhibitor_interests: TableOf<typeof ExhibitorInterestRow>;
  card_consents: TableOf<typeof CardConsentRow>;
  schedules: TableOf<
    typeof ScheduleTableRow,
    'id' | 'name_en' | 'intro_zht' | 'intro_en' | 'location' | 'capacity' | 'sort'
  >;
  guests: TableOf<
    typeof GuestTableRow,
    'id' | 'name_en' | 'title_zht' | 'title_en' | 'avatar' | 'intro_zht' | 'sort'
  >;
  schedule_guests: TableOf<typeof ScheduleGuestRow>;
  schedule_applies: TableOf<typeof ScheduleApplyRow, 'id' | 'signed_at'>;
  event_info: TableOf<
    typeof EventInfoRow,
    | 'id'
    | 'target_user_id'
    | 'target_enterprise_id'
    | 'content'
    | 'location'
    | 'start_at'
    | 'end_at'
    | 'audit_status'
    | 'remark'
    | 'enable'
    | 'deleted_at'
  >;
  event_participants: TableOf<typeof EventParticipantRow, 'via_user_id'>;
  enterprises: TableOf<
    typeof EnterpriseRow,
    | 'id'
    | `name_${'zhs' | 'pt' | 'en'}`
    | `intro_${'zht' | 'en'}`
    | 'logo'
    | 'website'
    | 'address'
    | 'industry'
  >;
}

export const EXHIBITION_ROWS = {
  booths: BoothRow,
  exhibit_categories: ExhibitCategoryRow,
  exhibits: ExhibitRow,
  exhibit_interests: ExhibitInterestRow,
  exhibitor_interests: ExhibitorInterestRow,
  card_consents: CardConsentRow,
  schedules: ScheduleTableRow,
  guests: GuestTableRow,
  schedule_guests: ScheduleGuestRow,
  schedule_applies: ScheduleApplyRow,
  event_info: EventInfoRow,
  event_participants: EventParticipantRow,
  enterprises: EnterpriseRow,
};
