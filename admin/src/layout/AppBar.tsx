import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { ThemeMenu } from './ThemeMenu';

/** react-admin's app bar with the language menu and, instead of its light/dark toggle, the theme menu. */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LocalesMenuButton />
        <ThemeMenu />
        <LoadingIndicator />
      </>
    }
  />
);
