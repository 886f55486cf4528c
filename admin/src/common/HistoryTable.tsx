import { useEffect, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider, HistoryEntry } from '../data/data-provider';
import { formatDateTime } from './format-dates';

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** 'old → new'; a creation shows only the new value, a deletion only the old one. */
const Change = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const oldValue = shown(entry.oldValue);
  const newValue = shown(entry.newValue);
  if (entry.action === 'create') return <>{newValue}</>;
  if (entry.action === 'delete') return <>{oldValue}</>;
  return (
    <>
      {oldValue || translate('medstaff.history.empty_value')}
      {' → '}
      {newValue || translate('medstaff.history.empty_value')}
    </>
  );
};

/** Who changed what and when (GET /{resource}/{id}/history), newest first. */
export const HistoryTable = ({ resource, id }: { resource: string; id: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [entries, setEntries] = useState<HistoryEntry[]>();
  useEffect(() => {
    let active = true;
    dataProvider.getHistory(resource, id).then(
      (result) => active && setEntries(result),
      () => active && setEntries([]),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, resource, id]);
  if (!entries) return <Typography>{translate('medstaff.list.loading')}</Typography>;
  if (entries.length === 0) return <Typography>{translate('medstaff.history.empty')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('medstaff.history.when')}</TableCell>
          <TableCell>{translate('medstaff.history.who')}</TableCell>
          <TableCell>{translate('medstaff.history.action')}</TableCell>
          <TableCell>{translate('medstaff.history.field')}</TableCell>
          <TableCell>{translate('medstaff.history.change')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell>{entry.actorEmail ?? ''}</TableCell>
            <TableCell>{translate(`medstaff.history.${entry.action}`)}</TableCell>
            <TableCell>{entry.field ?? ''}</TableCell>
            <TableCell>
              <Change entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
