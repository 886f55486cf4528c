import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { isLanguage } from '@medstaff/domain';
import { useListContext, useLocale, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../http-error';
import { FALLBACK_LANGUAGE } from '../../i18n/language';
import { fetchExport, saveFile } from './download-export';

/**
 * Downloads every row of the current list (its sort, search and filters, not just the page) as
 * CSV from GET /api/admin/{resource}/export, in the interface language. Disabled while it loads.
 */
export const ExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { resource, sort, filterValues, filter } = useListContext();
  const [downloading, setDownloading] = useState(false);
  const label = translate('ra.action.export');

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchExport({
        resource,
        sort,
        // As the list asks: the user's filters with the list's fixed ones (role, agencyId) on top.
        filter: { ...filterValues, ...filter },
        language: isLanguage(locale) ? locale : FALLBACK_LANGUAGE,
      });
      saveFile(blob, fileName);
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) {
        // The API's message is already in the request's language; without one, react-admin's text.
        const message = error instanceof TypeError ? '' : errorMessage(error);
        notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={download} disabled={downloading} aria-busy={downloading}>
          {downloading ? <CircularProgress size={20} aria-hidden /> : <DownloadIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
};
