import type { JobWire } from '@medstaff/domain';
import { useApiClient } from '../api/use-api-client';
import { DeleteConfirmDialog } from '../shell/components/DeleteConfirmDialog';
import { jobsApi } from './jobs-api';

export interface DeleteJobDialogProps {
  job: JobWire | null;
  /** `afterRefusal`: the dialog showed why the request could not be deleted; the list reloads. */
  onClose(afterRefusal: boolean): void;
  onDeleted(): void;
}

/** The spec's delete confirmation for a request (see DeleteConfirmDialog). */
export function DeleteJobDialog({ job, onClose, onDeleted }: DeleteJobDialogProps) {
  const client = useApiClient();
  return (
    <DeleteConfirmDialog
      itemName={job?.title ?? null}
      onConfirm={() => (job ? jobsApi.deleteJob(client, job._id) : Promise.resolve({ data: undefined }))}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
