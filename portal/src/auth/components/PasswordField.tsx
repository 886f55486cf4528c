import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslate } from '../../i18n/I18nProvider';
import { FormTextField, type FormTextFieldProps } from '../../forms/FormTextField';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FormTextFieldProps, 'type' | 'endAdornment'>) {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-controls={props.id}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
