import { Type } from '../../lib/schema';
import { nullableInt, type TableOf } from '../../lib/table';

// The record of each stored picture: who sent it (null: an operator of the console) and when.

export const UploadRow = Type.Object({
  id: Type.Integer(),
  user_id: nullableInt(),
  stored_name: Type.String(),
  original_name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Type.Integer(),
});

export interface FilesTables {
  uploads: TableOf<typeof UploadRow, 'id' | 'user_id'>;
}

export const FILES_ROWS = { uploads: UploadRow };
