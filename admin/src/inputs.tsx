// Inputs shared by the resources: a picture (URL, or a file uploaded through POST /uploads) and
// the status chip of works and orders.
import { useState, type ChangeEvent } from 'react';
import { Box, Button as MuiButton, Chip } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { TextInput, useNotify, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { call } from './api';

export function PictureInput({ source, validate }: { source: string; validate?: Validator }) {
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
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextInput source={source} validate={validate} sx={{ flex: 1 }} />
      <MuiButton component="label" startIcon={<UploadIcon />} disabled={busy} sx={{ mt: 1 }}>
        {translate('ra.input.image.upload_single').split('，')[0].split(',')[0]}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={upload}
        />
      </MuiButton>
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
