import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentWire } from '@medstaff/domain';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import type { ApplicationFile } from './application-form';
import { fileSize } from './candidate-format';
import { DocumentLink } from './DocumentLink';

const FILE_LABELS: Record<ApplicationFile, TranslationKey> = {
  cv: 'apply.cv',
  licence: 'apply.licence',
  diploma: 'apply.diploma',
};

/**
 * One of the three documents of an application: the candidate's document on file with its
 * download and an optional "Replace" upload, or the required upload when none is on file.
 */
export function ApplicationDocumentField({
  field,
  onFile,
  error,
  onChoose,
}: {
  field: ApplicationFile;
  onFile: DocumentWire | undefined;
  /** The message key of the field's problem, if any. */
  error: TranslationKey | undefined;
  onChoose(file: File | undefined): void;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const name = t(FILE_LABELS[field]);
  return (
    <Stack spacing={0.5}>
      {onFile && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2">
            {name}:{' '}
            {t('agencyMarket.apply.onFile', { name: onFile.fileName, size: fileSize(t, onFile.sizeBytes, language) })}
          </Typography>
          <DocumentLink document={onFile} label={t('agencyMarket.apply.download')} />
        </Stack>
      )}
      <TextField
        type="file"
        name={field}
        label={onFile ? t('agencyMarket.apply.replace', { document: name }) : name}
        onChange={(event) => onChoose((event.target as HTMLInputElement).files?.[0])}
        required={!onFile}
        error={!!error}
        helperText={error ? t(error) : t(onFile ? 'agencyMarket.apply.replaceHelper' : 'apply.fileHelper')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'application/pdf,.pdf' } }}
        fullWidth
      />
    </Stack>
  );
}
