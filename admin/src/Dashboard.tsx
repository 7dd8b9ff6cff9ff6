// Today's figures (server/API-admin.md "Dashboard"): registrations, votes, exchanges, SMS sent
// against the day's cap, works to review and orders to ship.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useState } from 'react';
import type { ConsoleDataProvider } from './dataProvider';
import { useTimeText } from './dates';
import { takeSignInReport } from './sign-in-report';

/** Once after signing in: the failed attempts on the account since the last sign-in. */
function SignInNotice() {
  const translate = useTranslate();
  const [report] = useState(takeSignInReport);
  const timeText = useTimeText();
  // A first sign-in with nothing to report has no "since".
  if (!report || (!report.previousLoginAt && report.failedAttempts === 0)) return null;
  const since = report.previousLoginAt
    ? timeText(report.previousLoginAt)
    : translate('admin.sign_in_report.never');
  return (
    <Alert severity={report.failedAttempts > 0 ? 'warning' : 'info'} sx={{ mb: 2 }} role="status">
      {translate(
        report.failedAttempts > 0 ? 'admin.sign_in_report.failed' : 'admin.sign_in_report.none',
        { smart_count: report.failedAttempts, count: report.failedAttempts, since },
      )}
    </Alert>
  );
}

function Figure({
  label,
  value,
  to,
  extra,
}: {
  label: string;
  value: number;
  to?: string;
  extra?: React.ReactNode;
}) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      {extra}
    </CardContent>
  );
  return (
    <Card sx={{ minWidth: 160, flex: '1 1 160px' }}>
      {to ? (
        <Box component={Link} to={to} sx={{ color: 'inherit', textDecoration: 'none' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Card>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess: works } = useCanAccess({ resource: 'works', action: 'list' });
  const { canAccess: orders } = useCanAccess({ resource: 'orders', action: 'list' });
  const { data, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.dashboard().then((answer) => answer.data),
    refetchInterval: 60_000,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="ra.page.dashboard" />
      <SignInNotice />
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {data ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('admin.dashboard.title', { day: data.day })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure label={translate('admin.dashboard.registrations')} value={data.registrations} />
            <Figure label={translate('admin.dashboard.votes')} value={data.votes} />
            <Figure label={translate('admin.dashboard.exchanges')} value={data.exchanges} />
            <Figure
              label={translate('admin.dashboard.sms', { cap: data.smsDailyCap })}
              value={data.smsSent}
              extra={
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (100 * data.smsSent) / Math.max(1, data.smsDailyCap))}
                  aria-label={translate('admin.dashboard.sms', { cap: data.smsDailyCap })}
                  sx={{ mt: 1 }}
                />
              }
            />
            <Figure
              label={translate('admin.dashboard.pending_works')}
              value={data.pendingWorks}
              to={works ? '/works' : undefined}
            />
            <Figure
              label={translate('admin.dashboard.pending_orders')}
              value={data.pendingOrders}
              to={orders ? '/orders' : undefined}
            />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
