import { useEffect, useMemo, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMAGE_MIME_TYPES, ORGANISATION_PICTURES_MAX } from '@medstaff/domain';
import { acceptPictures } from './organisation-fields';

interface PicturePickerProps {
  pictures: File[];
  onChange: (pictures: File[]) => void;
}

/** An object URL for the preview; none where the platform cannot make one (tests, old browsers). */
function previewOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

/** One chosen picture's preview with its 'x' (remove before sending). */
const PicturePreview = ({ file, onRemove }: { file: File; onRemove: () => void }) => {
  const translate = useTranslate();
  const source = useMemo(() => previewOf(file), [file]);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  return (
    <Box component="li" sx={{ position: 'relative', listStyle: 'none' }}>
      <Box
        component="img"
        src={source}
        alt={file.name}
        sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
      <IconButton
        size="small"
        aria-label={translate('medstaff.organisations.remove_picture', { name: file.name })}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/**
 * ADD PICTURES: up to 10 jpeg, png or bmp images of at most 5,000,000 bytes, each with a preview
 * and an 'x'. A file past the tenth (or of a wrong type or size) is not taken, and says why.
 */
export const PicturePicker = ({ pictures, onChange }: PicturePickerProps) => {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const full = pictures.length >= ORGANISATION_PICTURES_MAX;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography>{translate('medstaff.organisations.pictures')}</Typography>
        <Button variant="outlined" component="label">
          {translate('medstaff.organisations.add_pictures')}
          <input
            hidden
            type="file"
            multiple
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-label={translate('medstaff.organisations.add_pictures')}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              const { accepted, error: refused } = acceptPictures(pictures.length, chosen);
              setError(refused);
              if (accepted > 0) onChange([...pictures, ...chosen.slice(0, accepted)]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`${pictures.length} / ${ORGANISATION_PICTURES_MAX}`}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('medstaff.organisations.pictures_hint')}
      </Typography>
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {translate(error)}
        </Typography>
      )}
      {pictures.length > 0 && (
        <Stack component="ul" direction="row" flexWrap="wrap" gap={1} sx={{ p: 0, m: 0 }}>
          {pictures.map((file, index) => (
            <PicturePreview
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() => {
                setError(undefined);
                onChange(pictures.filter((_, other) => other !== index));
              }}
            />
          ))}
        </Stack>
      )}
      {full && !error && (
        <Typography variant="body2" color="text.secondary">
          {translate('medstaff.organisations.too_many_pictures')}
        </Typography>
      )}
    </Stack>
  );
};
