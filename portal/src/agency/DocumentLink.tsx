import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DocumentWire } from '@medstaff/domain';
import { useDocumentDownload } from '../api/use-document-download';
import { useTranslate } from '../i18n/I18nProvider';

/** Downloads one application document; the button reads the document's kind unless a `label` is given. */
export function DocumentLink({ document: file, label }: { document: DocumentWire; label?: string }) {
  const t = useTranslate();
  const { download, error } = useDocumentDownload(file);

  return (
    <span>
      <Button
        size="small"
        onClick={() => void download()}
        aria-label={t('appliedJobs.download', { name: file.fileName })}
      >
        {label ?? t(`appliedJobs.document.${file.kind}`)}
      </Button>
      {error && (
        <Typography component="span" role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </span>
  );
}
