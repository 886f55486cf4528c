import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading, Title, useBasename, useDelete, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { DELETE_DIALOG_BACKDROP_MS } from '../common/list/DeleteDialog';
import { errorCode, errorMessage } from '../common/http-error';
import type { Organisation, OrganisationPicture } from './organisation-fields';

/** The description: read-only ('Empty' when there is none) with Edit, or a text field with Save and Cancel. */
const DescriptionEditor = ({ picture }: { picture: OrganisationPicture }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(picture.description);
  const [failure, setFailure] = useState<string>();
  const [update, { isPending }] = useUpdate();
  const label = translate('medstaff.organisations.description');

  const save = () => {
    setFailure(undefined);
    if (value.trim() === picture.description) {
      setEditing(false);
      return;
    }
    update(
      'organisation-pictures',
      {
        id: picture.id,
        data: { version: picture.version, changes: [{ field: 'description', value: value.trim() }] },
        previousData: picture,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(false);
          notify('medstaff.edit.saved', { type: 'success' });
        },
        onError: (error) =>
          setFailure(errorCode(error) === 'STALE_VERSION' ? translate('medstaff.edit.conflict') : errorMessage(error)),
      },
    );
  };

  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      {editing ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
            autoFocus
          />
          <Button variant="contained" onClick={save} disabled={isPending}>
            {translate('medstaff.edit.save')}
          </Button>
          <Button
            onClick={() => {
              setValue(picture.description);
              setEditing(false);
              setFailure(undefined);
            }}
          >
            {translate('medstaff.organisations.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography color={picture.description ? 'text.primary' : 'text.secondary'}>
            {picture.description || translate('medstaff.organisations.empty')}
          </Typography>
          <Button
            variant="outlined"
            aria-label={`${translate('medstaff.organisations.edit')} ${label}`}
            onClick={() => {
              setValue(picture.description);
              setEditing(true);
            }}
          >
            {translate('medstaff.organisations.edit')}
          </Button>
        </Stack>
      )}
      {failure && (
        <Typography color="error" role="alert">
          {failure}
        </Typography>
      )}
    </Stack>
  );
};

/** The generic delete dialog: 'Are you sure to delete?' then 'You are deleting (item name)'. */
const DeletePictureDialog = ({
  open,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-picture-title"
      slotProps={{ backdrop: { transitionDuration: DELETE_DIALOG_BACKDROP_MS } }}
    >
      <DialogTitle id="delete-picture-title">{translate('medstaff.organisations.delete_picture_question')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('medstaff.organisations.delete_picture_text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('medstaff.organisations.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {translate('medstaff.organisations.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** viewOrganisationPicts/{orgId}/{picId}: the picture ('Empty' when none), Delete, and its description. */
export const OrganisationPictureShow = () => {
  const { orgId, picId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [confirming, setConfirming] = useState(false);
  const { data: organisation } = useGetOne<Organisation>('organisations', { id: Number(orgId) }, { enabled: !!orgId });
  const {
    data: picture,
    isPending,
    error,
  } = useGetOne<OrganisationPicture>('organisation-pictures', { id: Number(picId) }, { enabled: !!picId });
  const [deletePicture, { isPending: deleting }] = useDelete();

  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (isPending || !picture) return <Loading />;
  const name = organisation?.name ?? '';
  const title = translate('medstaff.organisations.pictures_title', { name });
  const pictureName = picture.description || `${translate('medstaff.organisations.picture')} ${picture.id}`;

  const confirm = () => {
    setConfirming(false);
    deletePicture(
      'organisation-pictures',
      { id: picture.id, previousData: picture },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('medstaff.organisations.picture_deleted', { type: 'info' });
          navigate(`${basename}/organisation/${orgId}`);
        },
        onError: (failure) => notify(errorMessage(failure), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[
          { label: translate('medstaff.organisations.list_crumb'), path: 'organisation' },
          { label: translate('medstaff.organisations.organisation_crumb', { name }), path: `organisation/${orgId}` },
          { label: title },
        ]}
      />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('medstaff.organisations.picture')}
          </Typography>
          {picture.url ? (
            <Box
              component="img"
              src={picture.url}
              alt={pictureName}
              sx={{ maxWidth: '100%', maxHeight: 360, borderRadius: 1, display: 'block', my: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{translate('medstaff.organisations.empty')}</Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={deleting}>
              {translate('medstaff.organisations.delete')}
            </Button>
          </Stack>
          <DescriptionEditor key={picture.version} picture={picture} />
        </CardContent>
      </Card>
      <DeletePictureDialog
        open={confirming}
        name={pictureName}
        pending={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
};
