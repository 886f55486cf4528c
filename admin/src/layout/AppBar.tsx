import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { ThemeMenu } from './ThemeMenu';

/**
 * react-admin's app bar with the language menu and, instead of its light/dark toggle, the theme
 * menu. The title may shrink (and ends in '…') so that on a narrow screen it never runs under the
 * buttons, which keep their size.
 */
export const AppBar = () => (
  <RaAppBar
    sx={{
      '& #react-admin-title': { minWidth: 0 },
      '& .RaAppBar-toolbar > :not(#react-admin-title)': { flexShrink: 0 },
    }}
    toolbar={
      <>
        <LocalesMenuButton />
        <ThemeMenu />
        <LoadingIndicator />
      </>
    }
  />
);
