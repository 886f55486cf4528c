import { useState } from 'react';
import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { IMAGE_MIME_TYPES, ORGANISATION_PICTURES_MAX } from '@medstaff/domain';
import { errorCode, errorMessage } from '../common/http-error';
import type { AppDataProvider } from '../data/data-provider';
import { acceptPictures, type Organisation, type OrganisationPicture } from './organisation-fields';

/** One thumbnail, linking to the picture screen viewOrganisationPicts/{orgId}/{picId}. */
const PictureThumbnail = ({ picture, number }: { picture: OrganisationPicture; number: number }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const label = translate('medstaff.organisations.view_picture', {
    number,
    description: picture.description || translate('medstaff.organisations.empty'),
  });
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <MuiLink
        component={Link}
        to={`${basename}/viewOrganisationPicts/${picture.organisationId}/${picture.id}`}
        aria-label={label}
        title={label}
      >
        {picture.url ? (
          <Box
            component="img"
            src={picture.url}
            alt={label}
            sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Typography sx={{ width: 120, height: 90 }}>{translate('medstaff.organisations.empty')}</Typography>
        )}
      </MuiLink>
    </Box>
  );
};

/** The pictures block of General Info: thumbnails and 'Add picture' (one at a time, at most 10). */
export const OrganisationPictures = ({
  organisation,
  onChanged,
}: {
  organisation: Organisation;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const pictures = organisation.pictures ?? [];

  const add = async (file: File | undefined) => {
    if (!file) return;
    const { error: refused } = acceptPictures(pictures.length, [file]);
    setError(refused ? translate(refused) : undefined);
    if (refused) return;
    setUploading(true);
    try {
      await dataProvider.addOrganisationPicture(organisation.id, file);
      notify('medstaff.organisations.picture_added', { type: 'success' });
      onChanged();
    } catch (failure) {
      setError(
        errorCode(failure) === 'LIMIT_REACHED'
          ? translate('medstaff.organisations.too_many_pictures')
          : errorMessage(failure),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 3 }} component="section" aria-labelledby="organisation-pictures-title">
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography id="organisation-pictures-title">{translate('medstaff.organisations.pictures')}</Typography>
        <Button
          variant="outlined"
          component="label"
          disabled={uploading || pictures.length >= ORGANISATION_PICTURES_MAX}
        >
          {translate('medstaff.organisations.add_picture')}
          <input
            hidden
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-label={translate('medstaff.organisations.add_picture')}
            onChange={(event) => {
              void add(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`${pictures.length} / ${ORGANISATION_PICTURES_MAX}`}
        </Typography>
      </Stack>
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
      {pictures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('medstaff.organisations.no_pictures')}
        </Typography>
      ) : (
        <Stack component="ul" direction="row" flexWrap="wrap" gap={1} sx={{ p: 0, m: 0 }}>
          {pictures.map((picture, index) => (
            <PictureThumbnail key={picture.id} picture={picture} number={index + 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
