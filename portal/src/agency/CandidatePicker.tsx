import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CandidateWire } from '@medstaff/domain';
import { useTranslate } from '../i18n/I18nProvider';
import { candidateName, candidateStatus } from './candidate-format';

/**
 * The apply form's candidate choice: each candidate with what is missing or a clash on a second
 * line; one who already applied for the request cannot be chosen again.
 */
export function CandidatePicker({
  candidates,
  value,
  error,
  onChoose,
}: {
  candidates: CandidateWire[];
  value: string;
  error: string | undefined;
  onChoose(candidate: CandidateWire): void;
}) {
  const t = useTranslate();
  const byId = new Map(candidates.map((candidate) => [String(candidate._id), candidate]));
  return (
    <TextField
      select
      name="candidateId"
      label={t('apply.candidate')}
      value={value}
      onChange={(event) => {
        const candidate = byId.get(event.target.value);
        if (candidate) onChoose(candidate);
      }}
      required
      error={!!error}
      helperText={error ?? (candidates.length === 0 ? t('apply.noCandidates') : undefined)}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const candidate = byId.get(String(selected));
            return candidate ? candidateName(candidate) : '';
          },
        },
      }}
      fullWidth
    >
      {candidates.map((candidate) => (
        <MenuItem key={candidate._id} value={String(candidate._id)} disabled={candidate.alreadyApplied}>
          <ListItemText
            primary={`${candidateName(candidate)}${candidate.qualificationLevel ? ` (${candidate.qualificationLevel})` : ''}`}
            secondary={candidateStatus(t, candidate)}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
