import { createTheme, getContrastRatio } from '@mui/material/styles';
import { THEME_NAMES, themes } from './theme';

/** WCAG AA for normal text. */
const AA = 4.5;

describe.each(THEME_NAMES)('the %s theme', (name) => {
  const theme = createTheme(themes[name]);
  const { palette } = theme;
  const backgrounds = [palette.background.default, palette.background.paper];

  it('has 14px base text, a 6px radius and the spec breakpoints', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.shape.borderRadius).toBe(6);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 769, md: 960, lg: 1280, xl: 1440 });
  });

  it('keeps body and secondary text readable (AA) on its backgrounds', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps text on the primary and secondary colours, and those colours as text, readable (AA)', () => {
    for (const colour of [palette.primary, palette.secondary]) {
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
      for (const background of backgrounds) {
        expect(getContrastRatio(colour.main, background)).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

it('offers exactly the five themes of the spec', () => {
  expect([...THEME_NAMES].sort()).toEqual(['blue', 'dark', 'green', 'indigo', 'light']);
});
