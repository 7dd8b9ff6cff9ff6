// CSV exports (server/API-admin.md "Exports"): votes and ranking per group, orders to ship, each
// for the time range asked. The links download with the session cookie (same origin).
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { API_BASE } from './api';

function query(values: Record<string, string>): string {
  const kept = Object.entries(values).filter(([, value]) => value.trim() !== '');
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

function Range({
  from,
  to,
  setFrom,
  setTo,
}: {
  from: string;
  to: string;
  setFrom(v: string): void;
  setTo(v: string): void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        type="date"
        label={translate('admin.exports.from')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={translate('admin.exports.to')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

export function Exports() {
  const translate = useTranslate();
  // The file's headers and words in the console's language (a link sends no Accept-Language).
  const [lang] = useLocaleState();
  const { canAccess: votes } = useCanAccess({ resource: 'exports', action: 'votes' });
  const { canAccess: orders } = useCanAccess({ resource: 'exports', action: 'orders' });
  const [groupId, setGroupId] = useState('');
  const [votesFrom, setVotesFrom] = useState('');
  const [votesTo, setVotesTo] = useState('');
  const [ordersFrom, setOrdersFrom] = useState('');
  const [ordersTo, setOrdersTo] = useState('');
  const [status, setStatus] = useState('pending');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="admin.exports.title" />
      <Stack spacing={2}>
        {votes ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('admin.exports.votes')}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  label={translate('admin.exports.group')}
                  value={groupId}
                  onChange={(e) => setGroupId(e.target.value.replace(/\D/g, ''))}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <Range from={votesFrom} to={votesTo} setFrom={setVotesFrom} setTo={setVotesTo} />
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  href={`${API_BASE}/exports/votes.csv${query({ groupId, from: votesFrom, to: votesTo, lang })}`}
                  download
                >
                  {translate('admin.exports.download')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
        {orders ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('admin.exports.orders')}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  select
                  label={translate('admin.exports.status')}
                  value={status}
                  onChange={(e) => setStatus(e.target.value)}
                  sx={{ minWidth: 140 }}
                >
                  {['pending', 'shipped', 'completed', 'cancelled'].map((each) => (
                    <MenuItem key={each} value={each}>
                      {translate(`admin.status.${each === 'pending' ? 'order_pending' : each}`)}
                    </MenuItem>
                  ))}
                  <MenuItem value="all">{translate('admin.filters.all')}</MenuItem>
                </TextField>
                <Range
                  from={ordersFrom}
                  to={ordersTo}
                  setFrom={setOrdersFrom}
                  setTo={setOrdersTo}
                />
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  href={`${API_BASE}/exports/orders.csv${query({ status, from: ordersFrom, to: ordersTo, lang })}`}
                  download
                >
                  {translate('admin.exports.download')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}
