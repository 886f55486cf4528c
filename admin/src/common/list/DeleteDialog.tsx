import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The spec's backdrop fade for the delete dialog. */
export const DELETE_DIALOG_BACKDROP_MS = 500;

interface DeleteDialogProps {
  open: boolean;
  noun: string;
  names: string[];
  /** Shown under the names: what else is deleted, or what stops a delete. */
  note?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure want to delete this (noun):' followed by the names, with Cancel and Delete. */
export const DeleteDialog = ({ open, noun, names, note, pending = false, onCancel, onConfirm }: DeleteDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-dialog-title"
      slotProps={{ backdrop: { transitionDuration: DELETE_DIALOG_BACKDROP_MS } }}
    >
      <DialogTitle id="delete-dialog-title">{translate('medstaff.list.delete_question', { noun })}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <List dense aria-label={noun}>
            {names.map((name, index) => (
              <ListItem key={`${name}-${index}`}>{name}</ListItem>
            ))}
          </List>
          {note && <p>{note}</p>}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('medstaff.list.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {translate('medstaff.list.confirm_delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
