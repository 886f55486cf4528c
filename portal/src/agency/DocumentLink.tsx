import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DocumentWire } from '@medstaff/domain';
import { useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';

/**
 * Downloads one application document. Documents are served only with the Bearer token, so the
 * file is fetched by the API client and saved from an object URL rather than linked directly.
 */
export function DocumentLink({ document: file }: { document: DocumentWire }) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();

  async function download() {
    setError(undefined);
    const result = await client.download(file.url);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    const url = URL.createObjectURL(result.data);
    const anchor = window.document.createElement('a');
    anchor.href = url;
    anchor.download = file.fileName;
    anchor.click();
    URL.revokeObjectURL(url);
  }

  return (
    <span>
      <Button
        size="small"
        onClick={() => void download()}
        aria-label={t('appliedJobs.download', { name: file.fileName })}
      >
        {t(`appliedJobs.document.${file.kind}`)}
      </Button>
      {error && (
        <Typography component="span" role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </span>
  );
}
