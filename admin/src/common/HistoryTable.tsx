import { useEffect, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useLocale, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider, HistoryEntry } from '../data/data-provider';
import { formatDateTime } from './format-dates';
import { fileChangeText, formatHistoryValue, historyFieldLabel, type HistoryValueContext } from './history-format';
import { useReferenceNames } from './useCountries';

/**
 * 'old → new' as the screens show values (country names, dates, euros, lists, yes/no); a file
 * change in words ("Logo changed"); a creation shows only the new value, a deletion the old one.
 */
const Change = ({
  resource,
  entry,
  context,
}: {
  resource: string;
  entry: HistoryEntry;
  context: HistoryValueContext;
}) => {
  const fileChange = fileChangeText(resource, entry.field, [entry.oldValue, entry.newValue], context.translate);
  if (fileChange) return <>{fileChange}</>;
  const oldValue = formatHistoryValue(resource, entry.field, entry.oldValue, context);
  const newValue = formatHistoryValue(resource, entry.field, entry.newValue, context);
  if (entry.action === 'create') return <>{newValue}</>;
  if (entry.action === 'delete') return <>{oldValue}</>;
  const empty = context.translate('medstaff.history.empty_value');
  return (
    <>
      {oldValue || empty}
      {' → '}
      {newValue || empty}
    </>
  );
};

/**
 * Who changed what and when (GET /{resource}/{id}/history), newest first, with the field labels
 * of the resource's own screens in the UI language.
 */
export const HistoryTable = ({ resource, id }: { resource: string; id: Identifier }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const countryName = useReferenceNames('getCountries');
  const qualificationName = useReferenceNames('getQualifications');
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
  const context: HistoryValueContext = { translate, locale, countryName, qualificationName };
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
            <TableCell>{historyFieldLabel(resource, entry.field, translate)}</TableCell>
            <TableCell>
              <Change resource={resource} entry={entry} context={context} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
