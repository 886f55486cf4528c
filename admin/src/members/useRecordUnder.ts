import { useGetOne, type Identifier, type RaRecord } from 'react-admin';

/**
 * One record that must sit under the given parents (e.g. a department user under its
 * organisation and department): the API checks the parents and answers 404 for another one.
 * The checked read is followed by a plain one, whose cache the edit forms update after a save.
 * Unknown ids and wrong parents end in `notFound`, never in an endless spinner.
 */
export function useRecordUnder<RecordType extends RaRecord = RaRecord>(
  resource: string,
  id: Identifier | undefined,
  parents: Record<string, Identifier>,
) {
  const enabled = id !== undefined && id !== '';
  const checked = useGetOne<RecordType>(
    resource,
    { id: id as Identifier, meta: { parents } },
    { enabled, retry: false, refetchOnWindowFocus: false },
  );
  const record = useGetOne<RecordType>(
    resource,
    { id: id as Identifier },
    { enabled: enabled && checked.isSuccess, retry: false, refetchOnWindowFocus: false },
  );
  const notFound = !enabled || checked.isError || record.isError;
  return {
    record: record.data,
    notFound,
    isPending: !notFound && (checked.isPending || record.isPending),
    refetch: () => void record.refetch(),
  };
}
