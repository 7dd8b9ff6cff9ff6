// Every list of the console (issue #29): at a laptop's width a table that fits the screen (cells
// wrap, nothing wider than the content area, its actions on-screen); at a phone's width one card a
// row, each field with its label; in both, a row that opens is a link (Tab reaches it, Enter opens
// it). The resources import this Datagrid instead of react-admin's (eslint.config.mjs says so).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack } from '@mui/material';
import {
  Datagrid as RaDatagrid,
  EditButton,
  Labeled,
  ListNoResults,
  RecordContextProvider,
  ShowButton,
  useListContext,
  type DatagridProps,
} from 'react-admin';
import { useNarrow } from './cards';

/** Table cells that wrap instead of widening the table; headings keep Chinese words whole. */
export const FIT_TABLE = {
  width: '100%',
  '& .RaDatagrid-table': { tableLayout: 'auto', width: '100%' },
  '& .RaDatagrid-headerCell': { wordBreak: 'keep-all', overflowWrap: 'normal' },
  '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere', minWidth: 0 },
  '& .RaDatagrid-rowCell code, & .RaDatagrid-rowCell pre': {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
  '& .RaDatagrid-rowCell img': { maxWidth: '100%' },
} as const;

/** A column that shows a field with a label (a source or a label), not an action. */
function isField(child: ReactElement): boolean {
  const props = child.props as { source?: string; label?: unknown };
  return Boolean(props.source || props.label);
}

/** The link that opens a row (edit or show): reachable by Tab, opened by Enter. */
function OpenRow({ to }: { to: DatagridProps['rowClick'] }) {
  if (to === 'edit') return <EditButton />;
  if (to === 'show') return <ShowButton />;
  return null;
}

function Cards({
  children,
  rowClick,
}: {
  children: ReactNode;
  rowClick: DatagridProps['rowClick'];
}) {
  const { data, isPending } = useListContext();
  if (isPending || !data) return null;
  if (data.length === 0) return <ListNoResults />;
  const columns = Children.toArray(children).filter(isValidElement) as ReactElement[];
  const fields = columns.filter(isField);
  const actions = columns.filter((child) => !isField(child));
  return (
    <Stack spacing={1} sx={{ p: 1 }} role="list">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card role="listitem" variant="outlined">
            <CardContent sx={{ pb: 0, '& .RaLabeled-label': { fontSize: '0.75rem' } }}>
              <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
                {fields.map((field, index) => (
                  <Labeled key={index}>{field}</Labeled>
                ))}
              </Stack>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <OpenRow to={rowClick} />
              {actions}
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/**
 * react-admin's Datagrid that fits: the same props; `rowClick` "edit" or "show" adds the link
 * that opens the row (a click on the row still opens it); below 600 px the rows are cards.
 */
export function Datagrid({ children, rowClick, sx, ...rest }: DatagridProps) {
  const narrow = useNarrow();
  if (narrow) return <Cards rowClick={rowClick}>{children}</Cards>;
  const opens = rowClick === 'edit' || rowClick === 'show';
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <RaDatagrid
        rowClick={rowClick}
        sx={[FIT_TABLE, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
        {...rest}
      >
        {children}
        {opens ? <OpenRow to={rowClick} /> : null}
      </RaDatagrid>
    </Box>
  );
}
