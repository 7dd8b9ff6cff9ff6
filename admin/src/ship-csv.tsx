// Orders shipped from a file (issue #29, server/API-admin.md "orders"): the orders export filled
// in with carrier and tracking number, previewed line by line (what will ship, what is left as
// is, what is refused and why), then shipped; the report says the same of what happened.
import { useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, ShipReport } from './dataProvider';

export function ShipByCsv() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [report, setReport] = useState<ShipReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (csv: string, dryRun: boolean) => {
    setBusy(true);
    setError('');
    try {
      const { data } = await dataProvider.shipCsv(csv, dryRun);
      setReport(data);
      if (!dryRun) {
        notify('admin.ship_csv.done', { type: 'success', messageArgs: { count: data.shipped } });
        refresh();
      }
    } catch (failure) {
      setReport(null);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const csv = await file.text();
    setName(file.name);
    setText(csv);
    await send(csv, true);
  };
  const close = () => {
    setOpen(false);
    setText('');
    setName('');
    setReport(null);
    setError('');
  };
  const verdict = (row: ShipReport['rows'][number]) =>
    row.outcome === 'refused'
      ? `${translate('admin.ship_csv.refused')}: ${row.message ?? ''}`
      : translate(`admin.ship_csv.${row.outcome}`);

  return (
    <>
      <Button label="admin.ship_csv.open" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="ship-csv" fullWidth maxWidth="md">
        <DialogTitle id="ship-csv">{translate('admin.ship_csv.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('admin.ship_csv.how')}</DialogContentText>
            <MuiButton component="label" variant="outlined" disabled={busy}>
              {name || translate('admin.ship_csv.choose')}
              <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
            </MuiButton>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {report ? (
              <>
                <Alert severity={report.refused ? 'warning' : 'info'} role="status">
                  {translate(report.dryRun ? 'admin.ship_csv.preview' : 'admin.ship_csv.report', {
                    ship: report.dryRun ? report.ship : report.shipped,
                    skipped: report.skipped,
                    refused: report.refused,
                  })}
                </Alert>
                <Table size="small" aria-label={translate('admin.ship_csv.lines')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('admin.ship_csv.line')}</TableCell>
                      <TableCell>{translate('resources.orders.fields.id')}</TableCell>
                      <TableCell>{translate('resources.orders.fields.carrier')}</TableCell>
                      <TableCell>{translate('resources.orders.fields.trackingNo')}</TableCell>
                      <TableCell>{translate('admin.ship_csv.verdict')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rows.map((row) => (
                      <TableRow key={row.line}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>{row.orderId ?? ''}</TableCell>
                        <TableCell>{row.carrier}</TableCell>
                        <TableCell>{row.trackingNo}</TableCell>
                        <TableCell>{verdict(row)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
          {report?.dryRun ? (
            <MuiButton
              variant="contained"
              disabled={busy || report.ship === 0}
              onClick={() => void send(text, false)}
            >
              {translate('admin.ship_csv.confirm', { count: report.ship })}
            </MuiButton>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
