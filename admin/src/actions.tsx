// Row actions that call POST /<resource>/:id/<action> (server/API-admin.md): a button, or a button
// that opens a dialog asking for what the action needs (a remark, a carrier and a tracking number).
import { useState, type ReactNode } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

export interface Ask {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
}

function useAct() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext() ?? '';
  return async (id: number | string, action: string, body: object, done: string) => {
    try {
      await dataProvider.act(resource, id, action, body);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return false;
    }
  };
}

/**
 * One action on the row in context. With `ask`, a dialog collects the fields first (a required
 * one must be filled); with `confirm`, a dialog asks to confirm; otherwise it acts at once.
 */
export function RowAction({
  action,
  label,
  icon,
  ask,
  confirm,
  done,
  when,
  extra,
}: {
  action: string;
  label: string;
  icon?: ReactNode;
  ask?: Ask[];
  confirm?: string;
  done: string;
  /** Shown only for the rows this returns true for. */
  when?: (record: Record<string, unknown>) => boolean;
  /** Extra body fields. */
  extra?: object;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useAct();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record || (when && !when(record))) return null;

  const run = async () => {
    setBusy(true);
    const body = { ...extra, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)) };
    const ok = await act(record.id, action, body, done);
    setBusy(false);
    if (ok) {
      setOpen(false);
      setValues({});
    }
  };
  const missing = (ask ?? []).some((field) => field.required && !values[field.name]?.trim());
  const needsDialog = Boolean(ask?.length || confirm);
  const title = translate(label);

  return (
    <>
      <Button
        label={label}
        onClick={(event) => {
          event.stopPropagation();
          if (needsDialog) setOpen(true);
          else void run();
        }}
        disabled={busy}
      >
        {icon as React.ReactElement}
      </Button>
      {needsDialog ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          onClick={(event) => event.stopPropagation()}
          aria-labelledby={`dialog-${action}-${record.id}`}
          fullWidth
          maxWidth="xs"
        >
          <DialogTitle id={`dialog-${action}-${record.id}`}>
            {title} #{String(record.id)}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {confirm ? <DialogContentText>{translate(confirm, record)}</DialogContentText> : null}
              {(ask ?? []).map((field) => (
                <TextField
                  key={field.name}
                  label={translate(field.label)}
                  value={values[field.name] ?? ''}
                  onChange={(event) =>
                    setValues((before) => ({ ...before, [field.name]: event.target.value }))
                  }
                  required={field.required}
                  multiline={field.multiline}
                  minRows={field.multiline ? 2 : undefined}
                  slotProps={{ htmlInput: { maxLength: field.maxLength } }}
                  autoFocus={field === ask?.[0]}
                  fullWidth
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            {/* "Back", not "Cancel": beside "Cancel and refund" the two read as one (issue #29). */}
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.back')}</MuiButton>
            <MuiButton variant="contained" onClick={() => void run()} disabled={busy || missing}>
              {title}
            </MuiButton>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
