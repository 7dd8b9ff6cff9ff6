// What every list filters by (issue #29): a status as tabs above the list, a date range with
// pickers (Macau days, server/API-admin.md "Lists and rows"), and the list's CSV as filtered.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Tab, Tabs } from '@mui/material';
import { DateInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { API_BASE } from './api';

/** The status tabs of a list; the value '' is every status. */
export function StatusTabs({ choices }: { choices: { id: string; name: string }[] }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const value = String(filterValues.status ?? '');
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => {
        const { status: _old, ...rest } = filterValues;
        setFilters(next ? { ...rest, status: next } : rest, displayedFilters);
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ maxWidth: '100%' }}
      aria-label={translate('admin.filters.status')}
    >
      {[...choices, { id: '', name: 'admin.filters.all' }].map((choice) => (
        <Tab key={choice.id || 'all'} value={choice.id} label={translate(choice.name)} />
      ))}
    </Tabs>
  );
}

/** From and to, each a day picker (the server reads a day as Macau's). */
export const dateRange = () => [
  <DateInput key="from" source="from" label="admin.filters.from" />,
  <DateInput key="to" source="to" label="admin.filters.to" />,
];

/** A download of `path` with the list's filter: the CSV holds what the list shows. */
export function FilteredCsv({
  path,
  query,
}: {
  path: string;
  query: (filter: Record<string, unknown>) => Record<string, unknown>;
}) {
  const { filterValues } = useListContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const params = new URLSearchParams({ lang: locale });
  for (const [key, value] of Object.entries(query(filterValues))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={`${API_BASE}${path}?${params.toString()}`}
      download
    >
      {translate('admin.filters.export')}
    </Button>
  );
}
