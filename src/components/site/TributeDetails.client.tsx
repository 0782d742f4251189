'use client'

import type { FieldError } from 'react-hook-form'

import { type FieldRegistration, TextArea, TextField } from '../ui/fields'

type Props = {
  kind: 'honor' | 'memory'
  fields: Record<'honoree_name' | 'notify_name' | 'notify_email' | 'message' | 'show_amount' | 'remind_yearly' | 'share_address' | 'donor_address', FieldRegistration>
  errors: Partial<Record<'honoree_name' | 'notify_name' | 'notify_email' | 'message' | 'donor_address', FieldError>>
  telling: boolean
  sharing: boolean
  onTell: (on: boolean) => void
}

/**
 * The tribute's details, loaded only once the donor chooses "In honor of" or "In memory of": most
 * gifts never need them, and the donate page keeps within its JavaScript budget.
 */
export default function TributeDetails({ kind, fields, errors, telling, sharing, onTell }: Props) {
  return (
    <div className="space-y-4">
      <TextField
        id="donate-honoree"
        label={kind === 'memory' ? 'In memory of (their name)' : 'In honor of (their name)'}
        autoComplete="off"
        maxLength={200}
        registration={fields.honoree_name}
        error={errors.honoree_name}
      />
      <label className="flex items-center gap-3 text-base text-navy-900">
        <input type="checkbox" checked={telling} onChange={(event) => onTell(event.target.checked)} className="h-5 w-5 accent-navy-900" />
        Tell someone about this gift (we mail them a card once it is confirmed)
      </label>
      {telling && (
        <div className="space-y-4 border-l-4 border-gold-300 pl-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="donate-notify-name" label="Their name" autoComplete="off" maxLength={200} registration={fields.notify_name} error={errors.notify_name} />
            <TextField id="donate-notify-email" label="Their email" type="email" autoComplete="off" registration={fields.notify_email} error={errors.notify_email} />
          </div>
          <TextArea id="donate-tribute-message" label="A short message for the card" optional hint="Up to 500 characters." rows={3} registration={fields.message} error={errors.message} />
          <label className="flex items-center gap-3 text-base text-navy-900">
            <input type="checkbox" {...fields.share_address} className="h-5 w-5 accent-navy-900" />
            Share my mailing address with the family for a thank-you note
          </label>
          {sharing && (
            <TextArea
              id="donate-address"
              label="Your mailing address"
              hint="Only the person you tell sees it, with your name, on their list of gifts."
              rows={3}
              autoComplete="street-address"
              registration={fields.donor_address}
              error={errors.donor_address}
            />
          )}
        </div>
      )}
      <label className="flex items-center gap-3 text-base text-navy-900">
        <input type="checkbox" {...fields.show_amount} className="h-5 w-5 accent-navy-900" />
        Show the amount of my gift on the card and on their tribute page
      </label>
      <label className="flex items-center gap-3 text-base text-navy-900">
        <input type="checkbox" {...fields.remind_yearly} className="h-5 w-5 accent-navy-900" />
        Remind me each year on their day of remembrance
      </label>
    </div>
  )
}
