import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's h1 and an optional line of explanation below it. */
export function AuthPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {title}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Stack>
  );
}
