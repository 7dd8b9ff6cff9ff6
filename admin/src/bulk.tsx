// Bulk actions on the rows selected in a list (issue #29, server/API-admin.md "Bulk"): a dialog
// confirms what will happen to how many rows (and asks for the one remark a rejection needs);
// the answer reports what moved and, row by row, what was refused and why.
import { useState, type ReactElement } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { BulkReport, ConsoleDataProvider } from './dataProvider';

export function BulkAction({
  action,
  label,
  icon,
  confirm,
  remark,
  extra,
  done,
}: {
  action: string;
  label: string;
  icon?: ReactElement;
  /** What the dialog says will happen, with %{count}. */
  confirm: string;
  /** The label of a required remark (one for every row). */
  remark?: string;
  extra?: object;
  /** The message of the rows moved, with %{count}. */
  done: string;
}) {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);
  const count = selectedIds.length;
  const title = translate(label);

  const run = async () => {
    setBusy(true);
    try {
      const body = { ids: selectedIds, ...extra, ...(remark ? { remark: text.trim() } : {}) };
      const { data } = await dataProvider.bulk(resource, action, body);
      notify(done, { type: 'success', messageArgs: { count: data.done.length } });
      refresh();
      if (data.refused.length) {
        setReport(data);
      } else {
        setOpen(false);
        setText('');
        onUnselectItems();
      }
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    if (report) {
      setReport(null);
      setText('');
      onUnselectItems();
    }
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={count === 0}>
        {icon}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={`bulk-${action}`}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={`bulk-${action}`}>{title}</DialogTitle>
        <DialogContent>
          {report ? (
            <>
              <DialogContentText>
                {translate('admin.bulk.refused', { count: report.refused.length })}
              </DialogContentText>
              <MuiList dense aria-label={translate('admin.bulk.refused_list')}>
                {report.refused.map((row) => (
                  <ListItem key={String(row.id)}>
                    <ListItemText primary={`#${row.id}`} secondary={row.message} />
                  </ListItem>
                ))}
              </MuiList>
            </>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <DialogContentText>{translate(confirm, { count })}</DialogContentText>
              {remark ? (
                <TextField
                  label={translate(remark)}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  required
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  autoFocus
                  fullWidth
                />
              ) : null}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {report ? (
            <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
          ) : (
            <>
              <MuiButton onClick={close}>{translate('admin.bulk.back')}</MuiButton>
              <MuiButton
                variant="contained"
                onClick={() => void run()}
                disabled={busy || (Boolean(remark) && text.trim() === '')}
              >
                {title}
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
