import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentWire } from '@medstaff/domain';
import { useDocumentDownload } from '../api/use-document-download';
import { useTranslate } from '../i18n/I18nProvider';

/** An application's documents (CV, licence to practise, specialist diploma), each a download. */
export function ApplicationDocuments({ documents }: { documents: DocumentWire[] }) {
  const t = useTranslate();
  if (documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('market.document.none')}
      </Typography>
    );
  }
  return (
    <Stack alignItems="flex-start">
      {documents.map((document) => (
        <ApplicationDocumentLink key={document._id} document={document} />
      ))}
    </Stack>
  );
}

/** One document, labelled with its kind and file name (downloaded with the session). */
function ApplicationDocumentLink({ document: file }: { document: DocumentWire }) {
  const t = useTranslate();
  const { download, error } = useDocumentDownload(file);

  return (
    <span>
      <Button
        size="small"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => void download()}
        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {t('market.document.label', { kind: t(`market.document.${file.kind}`), name: file.fileName })}
      </Button>
      {error && (
        <Typography component="span" role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </span>
  );
}
