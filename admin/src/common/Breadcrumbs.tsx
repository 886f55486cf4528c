import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';

export interface Crumb {
  label: string;
  /** Path below the admin basename; the last crumb has none. */
  path?: string;
}

/** 'Agencies List > Agency (name) > …' with links back. */
export const Breadcrumbs = ({ crumbs }: { crumbs: Crumb[] }) => {
  const basename = useBasename();
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mt: 2, mb: 1 }}>
      {crumbs.map((crumb) =>
        crumb.path !== undefined ? (
          <MuiLink key={crumb.label} component={Link} to={`${basename}/${crumb.path}`} underline="hover">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={crumb.label} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
