import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AssignmentState } from '@medstaff/domain';

const COLOURS: Record<AssignmentState, 'warning' | 'success' | 'default' | 'error'> = {
  proposed: 'warning',
  confirmed: 'success',
  completed: 'default',
  cancelled: 'error',
};

export const AssignmentStateChip = ({ state }: { state: AssignmentState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[state]} label={translate(`medstaff.assignments.states.${state}`)} />;
};
