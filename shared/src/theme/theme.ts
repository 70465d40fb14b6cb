// The one visual language of the shop; every app styles itself from these tokens.
export const theme = {
  colors: {
    primary: '#1f3a5f',
    primaryHover: '#2c5282',
    onPrimary: '#ffffff',
    accent: '#b45309',
    text: '#1a202c',
    mutedText: '#4a5568',
    background: '#f7f8fa',
    surface: '#ffffff',
    border: '#d2d6dc',
    danger: '#b91c1c',
    dangerBackground: '#fdecec',
    success: '#166534',
    successBackground: '#e7f6ec',
    warning: '#854d0e',
    warningBackground: '#fef6d8',
    focus: '#2563eb',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  shadow: { card: '0 1px 3px rgba(15, 23, 42, 0.12)', dialog: '0 12px 40px rgba(15, 23, 42, 0.25)' },
  breakpoints: { phone: '600px', tablet: '900px' },
  layout: { maxWidth: '1200px' },
} as const;

export type Theme = typeof theme;
