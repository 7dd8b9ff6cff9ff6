// Phone-width lists (works and orders, the two an operator works through on the go): one card a
// row, its fields as lines and its actions below, instead of a table wider than the screen.
import type { ReactNode } from 'react';
import {
  Card,
  CardActions,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { ListNoResults, RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

/** True below the `sm` breakpoint (600 px): the lists draw cards. */
export const useNarrow = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export function CardList({
  title,
  lines,
  actions,
}: {
  title: (record: RaRecord) => ReactNode;
  lines: (record: RaRecord) => ReactNode[];
  actions: ReactNode;
}) {
  const { data, isPending } = useListContext();
  if (isPending || !data) return null;
  // As the table does: "nothing matches", not a blank page.
  if (data.length === 0) return <ListNoResults />;
  return (
    <Stack spacing={1} sx={{ p: 1 }} role="list">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card role="listitem" variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1" component="h3">
                {title(record)}
              </Typography>
              {lines(record)
                .filter(Boolean)
                .map((line, index) => (
                  <Typography key={index} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
            </CardContent>
            <CardActions>{actions}</CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/**
 * Column headings break between words only: a zh-Hant heading stays whole (it otherwise breaks a
 * character a line), a Portuguese one wraps at its spaces instead of widening the table.
 */
export const NOWRAP_HEAD = { '& .RaDatagrid-headerCell': { wordBreak: 'keep-all' } } as const;
