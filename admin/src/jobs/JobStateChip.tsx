import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isFilledJobState, type JobState } from '@medstaff/domain';

/** The request's state as a coloured chip: filled states green, open ones amber. */
export const JobStateChip = ({ state }: { state: JobState }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={isFilledJobState(state) ? 'success' : 'warning'}
      variant={isFilledJobState(state) ? 'filled' : 'outlined'}
      label={translate(`medstaff.jobs.states.${state}`)}
    />
  );
};
