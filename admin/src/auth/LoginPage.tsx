import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, required, useTranslate } from 'react-admin';

/** The product name above the form, so the page says where one signs in. */
const Heading = () => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h1" align="center">
      {translate('medstaff.app.title')}
    </Typography>
  );
};

/**
 * react-admin's login page and form. Accounts are identified by email, so the first field is
 * labelled and typed as an email; it is still submitted as `username`, as authProvider.login expects.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Heading />
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          type="email"
          label={translate('ra.auth.email')}
          autoComplete="email"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
};
