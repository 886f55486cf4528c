import WorkOffOutlinedIcon from '@mui/icons-material/WorkOffOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A list with nothing in it yet. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      <WorkOffOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
