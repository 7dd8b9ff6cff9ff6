// What every list filters by (issue #29): a status as tabs above the list, a date range with
// pickers (Macau days, server/API-admin.md "Lists and rows"), and the list's CSV as filtered.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  CreateButton,
  DateInput,
  FilterButton,
  TopToolbar,
  useDataProvider,
  useFilterContext,
  useResourceDefinition,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { macauMinute } from '../../src/rules/calendar';
import { csv } from '../../src/rules/csv';
import { localizedText } from './localized';
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

/** What a column's text may use: the console's words and language. */
export interface CsvContext {
  translate: TranslateFunction;
  locale: string;
}

/** A column of a list's CSV: its header is the list's own label of `source`. */
export interface CsvColumn {
  source: string;
  /** The header, when the list's label of `source` is not it. */
  label?: string;
  /** The value as a person reads it (a status in words); otherwise the value as it is. */
  text?: (record: RaRecord, context: CsvContext) => unknown;
  /** An instant, written as Macau's wall clock. */
  time?: boolean;
  /** An id of another resource, written as that record's name (in the console's language). */
  reference?: { resource: string; name: string };
}

/** The most rows a list's CSV holds (pages of 100, the API's largest). */
export const CSV_MAX_ROWS = 5_000;
const CSV_PAGE = 100;

/**
 * The list as filtered and sorted, as CSV (issue #29): every page of it, not only the one shown,
 * in the console's language and Macau time, made in the browser from the list's own calls (so it
 * holds exactly what the operator may read); the orders' CSV comes from the server, which reads
 * it back filled in.
 */
export function ListCsv({ columns }: { columns: CsvColumn[] }) {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  /** For each reference column, the names of the records its ids point to. */
  const referenceNames = async (rows: RaRecord[]) => {
    const names = new Map<string, Map<unknown, string>>();
    for (const column of columns) {
      if (!column.reference) continue;
      const ids = [...new Set(rows.map((row) => row[column.source]).filter((id) => id != null))];
      const { data } = ids.length
        ? await dataProvider.getMany(column.reference.resource, { ids })
        : { data: [] };
      const name = column.reference.name;
      names.set(
        column.source,
        new Map(data.map((each) => [each.id, localizedText(each, name, locale)])),
      );
    }
    return names;
  };
  const save = async () => {
    setBusy(true);
    try {
      const rows: RaRecord[] = [];
      for (let page = 1; rows.length < CSV_MAX_ROWS; page += 1) {
        const { data, total: all = 0 } = await dataProvider.getList(resource, {
          pagination: { page, perPage: CSV_PAGE },
          sort,
          filter: filterValues,
        });
        rows.push(...data);
        if (data.length < CSV_PAGE || rows.length >= all) break;
      }
      const names = await referenceNames(rows.slice(0, CSV_MAX_ROWS));
      const header = columns.map((column) =>
        translate(column.label ?? `resources.${resource}.fields.${column.source}`, {
          _: column.source,
        }),
      );
      const lines = rows.slice(0, CSV_MAX_ROWS).map((record) =>
        columns.map((column) => {
          const value = column.text
            ? column.text(record, { translate, locale })
            : record[column.source];
          if (column.time && value) return macauMinute(Date.parse(String(value)));
          if (column.reference) return names.get(column.source)?.get(value) ?? value;
          return Array.isArray(value) ? value.join(', ') : value;
        }),
      );
      const url = URL.createObjectURL(
        new Blob([csv([header, ...lines])], { type: 'text/csv;charset=utf-8' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `${resource}-${macauMinute(Date.now()).slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      if ((total ?? 0) > CSV_MAX_ROWS) {
        notify('admin.filters.export_cut', { type: 'warning', messageArgs: { max: CSV_MAX_ROWS } });
      }
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy || !total}
      onClick={() => void save()}
    >
      {translate('admin.filters.export')}
    </Button>
  );
}

/** A list's own buttons (filters, create) with its CSV as filtered beside them. */
export function ListCsvActions({ columns }: { columns: CsvColumn[] }) {
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters ? <FilterButton /> : null}
      {hasCreate ? <CreateButton /> : null}
      <ListCsv columns={columns} />
    </TopToolbar>
  );
}
