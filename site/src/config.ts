/** Facts about the business shown on the site, the same in every language. */
export const SITE_NAME = 'MedStaff';

export const CONTACT_PHONE = { href: 'tel:+493012345678', label: '+49 30 123 456 78' } as const;
export const CONTACT_EMAIL = { href: 'mailto:kontakt@medstaff.de', label: 'kontakt@medstaff.de' } as const;

/** Brand colour, also used for the browser UI (`theme-color`). */
export const THEME_COLOR = '#0b6e6e';
