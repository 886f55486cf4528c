import type { DocumentWire } from '@medstaff/domain';
import { useCallback, useState } from 'react';
import { useApiClient } from './use-api-client';
import { useErrorText } from './use-error-text';

/**
 * Downloads an application document. Documents are served only with the Bearer token, so the file
 * is fetched by the API client and saved from an object URL rather than linked directly, under the
 * name the server gives it.
 */
const DEFAULT_NAME = 'document.pdf';

export function useDocumentDownload(file: Pick<DocumentWire, 'url'>): {
  download(): Promise<void>;
  error: string | undefined;
} {
  const client = useApiClient();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const download = useCallback(async () => {
    setError(undefined);
    const result = await client.download(file.url);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    const url = URL.createObjectURL(result.data.blob);
    const anchor = window.document.createElement('a');
    anchor.href = url;
    // The server's name (kind, candidate, request), never the one the uploader gave the file.
    anchor.download = result.data.fileName ?? DEFAULT_NAME;
    anchor.click();
    URL.revokeObjectURL(url);
  }, [client, errorText, file.url]);
  return { download, error };
}
