/** The two widths every page and view is checked at: a phone's and a desktop's. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }
export const DESKTOP_VIEWPORT = { width: 1280, height: 720 }
