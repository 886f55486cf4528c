import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useCheckAuth, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';

/**
 * react-admin's login frame (its `<Login>`: the same background, card and lock, and a visitor who
 * is signed in already goes on to the dashboard), without its default form, which `<Login>`
 * imports even when it is given another one.
 */
const LoginFrame = ({ children }: { children: ReactNode }) => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined,
    );
  }, [checkAuth, navigate]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        height: '1px',
        alignItems: 'center',
        justifyContent: 'flex-start',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.500' }}>
            <LockIcon />
          </Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
};

/** The product name above the form, so the page says where one signs in. */
const Heading = () => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h1" align="center">
      {translate('medstaff.app.title')}
    </Typography>
  );
};

/** The form's fields, named as authProvider.login takes them (LoginParams). */
type FieldName = 'username' | 'password';
type LoginValues = Record<FieldName, string>;

interface LoginFieldProps {
  name: FieldName;
  label: string;
  value: string;
  /** The message to show under the field, or undefined. */
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** The email field: a filled input with its label and message, as react-admin's TextInput draws it. */
const EmailField = ({ name, label, value, error, onChange, onBlur }: LoginFieldProps) => (
  <FormControl variant="filled" fullWidth margin="dense" error={error !== undefined} required>
    <InputLabel htmlFor={`login-${name}`}>{label}</InputLabel>
    <FilledInput
      id={`login-${name}`}
      name={name}
      type="email"
      autoComplete="email"
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-describedby={error === undefined ? undefined : `login-${name}-helper-text`}
    />
    {error !== undefined && <FormHelperText id={`login-${name}-helper-text`}>{error}</FormHelperText>}
  </FormControl>
);

/** The password field with the button that shows or hides what was typed (as react-admin's PasswordInput). */
const PasswordField = ({ name, label, value, error, onChange, onBlur }: LoginFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <FormControl variant="filled" fullWidth margin="dense" error={error !== undefined} required>
      <InputLabel htmlFor={`login-${name}`}>{label}</InputLabel>
      <FilledInput
        id={`login-${name}`}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={error === undefined ? undefined : `login-${name}-helper-text`}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={translate(visible ? 'ra.input.password.toggle_hidden' : 'ra.input.password.toggle_visible')}
              onClick={() => setVisible(!visible)}
              size="large"
            >
              {visible ? <Visibility /> : <VisibilityOff />}
            </IconButton>
          </InputAdornment>
        }
      />
      {error !== undefined && <FormHelperText id={`login-${name}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
  );
};

/** What a refused sign-in says: the auth provider's message, else react-admin's generic one. */
const refusalOf = (error: unknown): string =>
  typeof error === 'string' ? error : error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error';

/**
 * The sign-in page: react-admin's login frame with a form of two fields. Accounts are identified
 * by email, so the first field is labelled and typed as an email; it is still submitted as
 * `username`, as authProvider.login expects.
 *
 * Not react-admin's Login and LoginForm: the form is built on its form machinery (react-hook-form, the
 * inputs' validation, the unsaved-changes guard) and MUI's TextField (which brings Select and all
 * three input variants), about a fifth of the sign-in's first load for two required fields
 * (issue 27, docs/scaling.md). The fields and messages are the same; the screens that edit
 * records keep react-admin's forms.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [loading, setLoading] = useState(false);

  const blank = (name: FieldName) => values[name].trim() === '';
  const errorOf = (name: FieldName) =>
    touched.has(name) && blank(name) ? translate('ra.validation.required') : undefined;
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set<FieldName>(['username', 'password']));
    if (blank('username') || blank('password')) return;
    setLoading(true);
    login(values).then(
      () => setLoading(false),
      (error: unknown) => {
        setLoading(false);
        const message = refusalOf(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    );
  };

  return (
    <LoginFrame>
      <Heading />
      <form onSubmit={submit} noValidate>
        <CardContent sx={{ width: 300, pb: (theme) => `${theme.spacing(2)} !important` }}>
          <EmailField label={translate('ra.auth.email')} {...field('username')} />
          <PasswordField label={translate('ra.auth.password')} {...field('password')} />
          <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
            {loading ? <CircularProgress size={19} thickness={3} sx={{ m: 0.3 }} /> : translate('ra.auth.sign_in')}
          </Button>
        </CardContent>
      </form>
    </LoginFrame>
  );
};
