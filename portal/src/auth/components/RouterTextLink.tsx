import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../i18n/I18nProvider';

export interface RouterTextLinkProps extends Omit<LinkProps, 'href'> {
  /** Portal path after the language segment, e.g. '/auth/sign-in'. */
  to: string;
  state?: unknown;
}

/** A text link to another page of the portal in the current language. */
export function RouterTextLink({ to, state, ...props }: RouterTextLinkProps) {
  const language = useLanguage();
  return <Link component={RouterLink} to={`/${language}${to}`} state={state} fontWeight={600} {...props} />;
}
