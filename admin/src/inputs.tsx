// Inputs shared by the resources: a picture (URL or upload) with its preview, and
// the status chip of works and orders.
import { useState, type ChangeEvent } from 'react';
import { Box, Button as MuiButton, Chip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import {
  DateTimeInput,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  type DateTimeInputProps,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { call } from './api';

/**
 * A picture: its URL typed in, or a file sent to POST /uploads (server/API-admin.md "uploads"),
 * with a preview of what it shows.
 */
export function PictureInput({ source, validate }: { source: string; validate?: Validator }) {
  const value = useWatch({ name: source }) as string | undefined;
  const { setValue } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const { data } = await call<{ data: { url: string } }>('POST', '/uploads', form);
      setValue(source, data.url, { shouldDirty: true });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', width: '100%' }}
    >
      {/* Wraps on a phone: the address, the upload button and the preview never widen the form. */}
      <TextInput source={source} validate={validate} sx={{ flex: '1 1 14rem', minWidth: 0 }} />
      <Box sx={{ mt: 1 }}>
        <MuiButton component="label" startIcon={<UploadIcon />} disabled={busy}>
          {translate('admin.upload')}
          {/* What POST /uploads takes (files/routes.ts): JPG, PNG and GIF, decoded whole. */}
          <input
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            onChange={upload}
          />
        </MuiButton>
        <Typography variant="caption" component="p" color="text.secondary">
          {translate('admin.upload_types')}
        </Typography>
      </Box>
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
