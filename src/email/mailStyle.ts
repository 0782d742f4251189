/** The site's colours (src/app/globals.css) and type, as every mail shows them. */
export const NAVY = '#0b1f3a'
export const GOLD = '#c9a227'
export const CREAM = '#fbf8f1'
export const SLATE = '#334155'
export const serif = 'Georgia, "Times New Roman", serif'
export const sans = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'
