import type { ApiResult } from '../../api/client';
import { useTranslate } from '../../i18n/I18nProvider';
import { ConfirmActionDialog } from './ConfirmActionDialog';

export interface DeleteConfirmDialogProps {
  /** The name of the item being deleted, or null while the dialog is closed. */
  itemName: string | null;
  /** The delete call; its refusal is shown in the dialog. */
  onConfirm(): Promise<ApiResult<unknown>>;
  /** The dialog closes without a deletion; `afterRefusal` when it showed why, so the caller reloads. */
  onClose(afterRefusal: boolean): void;
  onDeleted(): void;
}

/**
 * The spec's delete confirmation: 'Are you sure to delete?', 'You are deleting {item name}',
 * Delete, Cancel. A refusal stays in the dialog with only Close left (ConfirmActionDialog).
 */
export function DeleteConfirmDialog({ itemName, onConfirm, onClose, onDeleted }: DeleteConfirmDialogProps) {
  const t = useTranslate();
  return (
    <ConfirmActionDialog
      open={itemName !== null}
      title={t('jobs.delete.title')}
      text={t('jobs.delete.text', { name: itemName ?? '' })}
      confirmLabel={t('jobs.delete.confirm')}
      cancelLabel={t('jobs.delete.cancel')}
      destructive
      onConfirm={onConfirm}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
