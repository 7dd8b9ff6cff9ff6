// Inputs shared by the resources: a picture's URL with its preview, and
// the status chip of works and orders.
import { Box, Chip } from '@mui/material';
import {
  DateTimeInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type DateTimeInputProps,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * A picture's URL (server/API-admin.md "uploads": not built yet, so a picture already on this
 * server, /exhibition-api/files/..., or any https URL), with a preview of what it shows.
 */
export function PictureInput({ source, validate }: { source: string; validate?: Validator }) {
  const value = useWatch({ name: source }) as string | undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
      <TextInput source={source} validate={validate} sx={{ flex: 1 }} />
      {value ? (
        <Box component="img" src={value} alt="" sx={{ maxWidth: 96, maxHeight: 64, mt: 1 }} />
      ) : null}
    </Box>
  );
}

const COLOURS: Record<string, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  shipped: 'info',
  completed: 'success',
  cancelled: 'default',
};

/** The row's status as a coloured chip, in words. */
export function StatusChip({ orders = false }: { label?: string; orders?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = String(record?.status ?? '');
  const key = orders && status === 'pending' ? 'order_pending' : status;
  return (
    <Chip
      size="small"
      color={COLOURS[status] ?? 'default'}
      label={translate(`admin.status.${key}`)}
    />
  );
}

/** A local "YYYY-MM-DDTHH:mm" as the ISO time the API takes (server/API-admin.md "Times"). */
export const toIsoTime = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** A date and time in the operator's own time zone, sent as an ISO time. */
export const TimeInput = (props: DateTimeInputProps) => (
  <DateTimeInput parse={toIsoTime} {...props} />
);
