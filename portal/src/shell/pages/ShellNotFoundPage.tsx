import Paper from '@mui/material/Paper';
import { NotFoundPage } from '../../auth/pages/NotFoundPage';

/** An unknown path inside the logged-in area: the not-found page, inside the shell. */
export function ShellNotFoundPage() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, sm: 5 } }}>
      <NotFoundPage />
    </Paper>
  );
}
