import {
  Checkbox,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { valueAt } from '../change-set';
import { useReferenceNames } from '../useCountries';
import type { ListColumn } from './columns';

/** The spec's delay before the 'Sort' tooltip shows. */
export const SORT_TOOLTIP_DELAY_MS = 300;

const SelectAllCheckbox = () => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext();
  const pageIds = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id));
  const all = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={selectedOnPage.length > 0 && !all}
      disabled={pageIds.length === 0}
      slotProps={{ input: { 'aria-label': translate('medstaff.list.select_all') } }}
      onChange={() =>
        onSelect(
          all
            ? selectedIds.filter((id) => !pageIds.includes(id))
            : [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))],
        )
      }
    />
  );
};

const SortableHeader = ({ column }: { column: ListColumn }) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const label = translate(column.label);
  if (column.sortable === false) return <TableCell>{label}</TableCell>;
  const active = sort.field === column.source;
  return (
    <TableCell sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
      <Tooltip title={translate('medstaff.list.sort')} enterDelay={SORT_TOOLTIP_DELAY_MS} describeChild>
        <TableSortLabel
          active={active}
          direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
          onClick={() => setSort({ field: column.source, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
        >
          {label}
        </TableSortLabel>
      </Tooltip>
    </TableCell>
  );
};

const cellText = (record: RaRecord, column: ListColumn, countryName: (code: unknown) => string | null) => {
  if (column.render) return column.render(record);
  const value = valueAt(record, column.source);
  if (column.kind === 'country') return countryName(value) ?? '';
  return value === null || value === undefined ? '' : String(value);
};

interface ListTableProps {
  columns: ListColumn[];
  detailsPath: (record: RaRecord) => string;
}

/** The table: select-all, sortable headers, a checkbox and a View Details link per row. */
export const ListTable = ({ columns, detailsPath }: ListTableProps) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { data = [], selectedIds, onToggleItem, isPending } = useListContext();
  const countryName = useReferenceNames('getCountries');
  // On a narrow screen the table scrolls inside its container, not the whole page.
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectAllCheckbox />
            </TableCell>
            {columns.map((column) => (
              <SortableHeader key={column.source} column={column} />
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <TableRow>
              <TableCell colSpan={columns.length + 2}>{translate('medstaff.list.loading')}</TableCell>
            </TableRow>
          ) : data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 2}>{translate('medstaff.list.empty')}</TableCell>
            </TableRow>
          ) : (
            data.map((record) => (
              <TableRow key={record.id} hover selected={selectedIds.includes(record.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selectedIds.includes(record.id)}
                    onChange={() => onToggleItem(record.id)}
                    slotProps={{ input: { 'aria-label': translate('medstaff.list.select_row') } }}
                  />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.source}>{cellText(record, column, countryName)}</TableCell>
                ))}
                <TableCell align="right">
                  <MuiLink component={Link} to={`${basename}/${detailsPath(record)}`}>
                    {translate('medstaff.list.view_details')}
                  </MuiLink>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
