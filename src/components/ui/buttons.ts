/** Class names of the site's two button styles, for links and buttons alike. */
export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButton = 'inline-flex items-center justify-center rounded-full border-2 border-current px-6 py-3 font-semibold transition hover:bg-white/10'
export const navyButton =
  'inline-flex items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-white transition hover:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-60'
