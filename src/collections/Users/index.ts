import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminField } from '@/access/isAdminField'
import { adminOrSelf } from '@/access/adminOrSelf'
import { isStaff } from '@/access/isStaff'
import { nobodyField as nobody } from '@/access/nobody'
import { ROLE_LABELS, STAFF_ROLES } from '@/contracts/roles'
import { servedOverHttps } from '@/lib/site-url'

import { endSessionsOfDeactivated } from './hooks/endSessionsOfDeactivated'
import { explainAdminRefusal, keepAnAdmin, keepAnAdminOnDelete } from './hooks/keepAnAdmin'
import { lockAdminsFirst } from './hooks/lockAdmins'
import { refuseDeactivatedSignIn } from './hooks/refuseDeactivatedSignIn'

/** Fields only the server reads and writes (secrets, tokens): never in an answer, never edited. */
const serverOnly = { read: nobody, create: nobody, update: nobody } as const

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'role', 'active', 'last_sign_in_at'] },
  auth: {
    tokenExpiration: 60 * 60 * 8, // one working day
    // Guessing is bounded by src/server/services/staff/loginGuard (per email and browser, so a stranger
    // cannot lock a staff member out); Payload's own per-account lock is off.
    maxLoginAttempts: 0,
    useSessions: true, // logout, password changes and deactivation revoke tokens
    cookies: { sameSite: 'Strict', secure: servedOverHttps() },
  },
  access: {
    admin: isStaff,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [lockAdminsFirst],
    beforeChange: [keepAnAdmin, endSessionsOfDeactivated],
    beforeDelete: [keepAnAdminOnDelete],
    beforeLogin: [refuseDeactivatedSignIn],
    afterError: [explainAdminRefusal],
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'content', // least privilege; the first account and older ones are admins
      options: STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: isAdminField, update: isAdminField },
      index: true,
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'A deactivated account cannot sign in; its open sessions end at once.' },
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'last_sign_in_at', type: 'date', admin: { readOnly: true }, access: { create: nobody, update: nobody } },
    { name: 'invited_at', type: 'date', admin: { readOnly: true }, access: { create: nobody, update: nobody } },
    { name: 'invitation_accepted_at', type: 'date', admin: { readOnly: true }, access: { create: nobody, update: nobody } },
    // Unused: invitation links are one-time links (`one_time_links`, src/server/services/links/oneTimeLinks.ts) since
    // migration 20261128_150000_one_time_links, which moved the live ones there and emptied these columns.
    { name: 'invitation_token_hash', type: 'text', hidden: true, access: serverOnly },
    { name: 'invitation_expires_at', type: 'date', hidden: true, access: serverOnly },
    // Two-step sign-in (src/server/services/staff/twoStep): secrets encrypted with a key from PAYLOAD_SECRET.
    { name: 'two_step_enabled_at', type: 'date', admin: { readOnly: true }, access: { create: nobody, update: nobody } },
    { name: 'two_step_secret', type: 'text', hidden: true, access: serverOnly },
    { name: 'two_step_pending_secret', type: 'text', hidden: true, access: serverOnly },
    { name: 'two_step_recovery_codes', type: 'json', hidden: true, access: serverOnly },
    { name: 'two_step_last_step', type: 'number', hidden: true, access: serverOnly },
  ],
}
