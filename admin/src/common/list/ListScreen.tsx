import { useRef, useState } from 'react';
import { Card } from '@mui/material';
import {
  ListBase,
  useDeleteMany,
  useListContext,
  useNotify,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { DeleteDialog } from './DeleteDialog';
import { ListPager } from './ListPager';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import type { ListScreenSettings } from './columns';

/** The spec's page size. */
export const LIST_PAGE_SIZE = 5;

const ListScreenView = ({
  title,
  columns,
  deleteNoun,
  deleteNote,
  nameOf,
  addPath,
  filters,
  detailsPath,
}: ListScreenSettings) => {
  const notify = useNotify();
  const { resource, data = [], selectedIds, onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  // Names of every record seen, so rows selected on another page still appear in the dialog.
  const names = useRef(new Map<Identifier, string>());
  for (const record of data) names.current.set(record.id, nameOf(record));

  const confirm = () => {
    const ids = [...selectedIds];
    setConfirming(false);
    onUnselectItems();
    deleteMany(
      resource,
      { ids },
      {
        onSuccess: () => notify('medstaff.list.deleted', { type: 'info' }),
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };

  return (
    <Card sx={{ mt: 2 }}>
      <ListToolbar title={title} addPath={addPath} filters={filters} onDelete={() => setConfirming(true)} />
      <ListTable columns={columns} detailsPath={detailsPath} />
      <ListPager />
      <DeleteDialog
        open={confirming}
        noun={deleteNoun}
        note={deleteNote}
        names={selectedIds.map((id) => names.current.get(id) ?? String(id))}
        pending={isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Card>
  );
};

export interface ListScreenProps<RecordType extends RaRecord = RaRecord> extends ListScreenSettings<RecordType> {
  resource: string;
  /** Fixed filter sent with every request (agencyId, role, …). */
  filter?: Record<string, unknown>;
  /** Default: ascending by name. */
  sort?: SortPayload;
  /** Keeps sort, page and selection apart for lists of the same resource (e.g. persons per role). */
  storeKey?: string;
}

/**
 * The list screen every back-office table shares: title, search, selection counter, Add/Delete,
 * select-all, sortable headers, 5 rows per page and the delete dialog. Data comes from the data
 * provider through react-admin's ListBase; a new list needs only its columns and paths.
 */
export const ListScreen = <RecordType extends RaRecord = RaRecord>({
  resource,
  filter,
  sort = { field: 'name', order: 'ASC' },
  storeKey,
  ...settings
}: ListScreenProps<RecordType>) => (
  <ListBase
    resource={resource}
    filter={filter}
    sort={sort}
    perPage={LIST_PAGE_SIZE}
    storeKey={storeKey ?? `${resource}.listScreen`}
    disableSyncWithLocation
  >
    <ListScreenView {...(settings as unknown as ListScreenSettings)} />
  </ListBase>
);
