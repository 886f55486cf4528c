import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * react-admin's SkipNavigationButton (same class, styles and text: shown when focused, it moves
 * the focus to the page's content), on MUI's Button: react-admin's Button brings MUI's Tooltip with
 * Popper into the dashboard's first load (issue 27).
 */
const StyledButton = styled(Button, {
  name: 'RaSkipNavigationButton',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  position: 'fixed',
  padding: theme.spacing(1),
  backgroundColor: theme.palette.background.default,
  color: theme.palette.primary.contrastText,
  transition: theme.transitions.create(['top', 'opacity'], {
    easing: theme.transitions.easing.easeIn,
    duration: theme.transitions.duration.leavingScreen,
  }),
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  '&:hover': { opacity: 0.8, backgroundColor: theme.palette.background.default },
  '&:focus': {
    top: theme.spacing(2),
    transition: theme.transitions.create(['top', 'opacity'], {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
}));

function skipToContent() {
  const element = document.getElementById('main-content');
  if (!element) return;
  element.setAttribute('tabIndex', '-1');
  element.focus();
  element.blur();
  element.removeAttribute('tabIndex');
}

export const SkipNavigationButton = () => {
  const translate = useTranslate();
  return (
    <StyledButton className="skip-nav-button" variant="contained" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav', { _: 'Skip to content' })}
    </StyledButton>
  );
};
