import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The title of a logged-in page and what the page is for. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 3, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Stack>
  );
}
