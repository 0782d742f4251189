'use client'

import dynamic from 'next/dynamic'

// The signed-in page's interactive parts, each its own chunk loaded only where it is rendered: the
// signed-out /giving (the sign-in form) stays a form page's weight. (next/dynamic splits only
// from a client module: called in the server component, Turbopack bundled them into the page.)
export const MonthlyGifts = dynamic(() => import('./MonthlyGifts.client').then((m) => m.MonthlyGifts))
export const SignOut = dynamic(() => import('./SignOut.client').then((m) => m.SignOut))
export const MailChoices = dynamic(() => import('./MailChoices.client').then((m) => m.MailChoices))
