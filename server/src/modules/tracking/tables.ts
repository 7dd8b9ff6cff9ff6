import { Type, enumOf } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';

// The rows of tracking_logs, as stored: page views ('pv') and the app's records ('log').

export const TrackingLogRow = Type.Object({
  id: Type.Integer(),
  kind: enumOf(['pv', 'log'] as const),
  user_id: nullableInt(),
  os: Type.String(),
  at: nullableInt(),
  uuid: Type.String(),
  v: Type.String(),
  eid: Type.String(),
  pid: Type.String(),
  path: Type.String(),
  title: Type.String(),
  referrer: Type.String(),
  created_at: Type.Integer(),
});

export interface TrackingTables {
  tracking_logs: TableOf<
    typeof TrackingLogRow,
    'id' | 'user_id' | 'os' | 'at' | 'uuid' | 'v' | 'eid' | 'pid' | 'path' | 'title' | 'referrer'
  >;
}

export const TRACKING_ROWS = { tracking_logs: TrackingLogRow };
