import { SiteLink } from '@/components/site/SiteLink'

import { DonateForm, type GiftInNameOf, type GiftTowards } from '@/components/site/DonateForm.client'
import { MailInInstructions } from '@/components/site/MailInInstructions'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { cardFee, cardGivingEnabled } from '@/lib/cardFee'
import { minDonationCents } from '@/lib/minimumGift'
import { monthlyPromptMinCents } from '@/lib/monthlyPrompt'
import type { PayloadSource } from '@/server/payload'
import { getFoundation } from '@/server/queries/foundation'

/** The donate page's body: the form (towards a campaign, when given), the mail-in way, the notes. `payload`: the page's instance. */
export async function DonatePanel({ payload, towards = null, inNameOf = null }: { payload: PayloadSource; towards?: GiftTowards | null; inNameOf?: GiftInNameOf | null }) {
  const foundation = await getFoundation(payload)
  const enabled = cardGivingEnabled()
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      {enabled ? (
        <ToastProvider>
          <DonateForm
            publishableKey={process.env.STRIPE_PUBLISHABLE_KEY ?? ''}
            minCents={minDonationCents()}
            cardFee={cardFee()}
            towards={towards}
            inNameOf={inNameOf}
            monthlyPromptMinCents={monthlyPromptMinCents()}
          />
        </ToastProvider>
      ) : (
        <p role="status" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
          Online card giving is not available right now. You can still give by mail — thank you for your generosity.
        </p>
      )}
      <MailInInstructions payableTo={foundation.legalName} address={foundation.mailingAddress} open={!enabled} />
      <p className="rounded-lg bg-blue-50 p-4 text-slate-800">
        <strong>Please note:</strong> our 501(c)(3) application is pending. Tax receipts will be provided once our 501(c)(3) status is approved. See our{' '}
        <SiteLink href="/donation-terms" className="underline">
          Donation Terms
        </SiteLink>
        .
      </p>
      <p className="text-slate-800">
        Already give every month?{' '}
        <SiteLink href="/donate/manage" className="underline">
          Manage your monthly gift
        </SiteLink>
        : change the card or cancel it.
      </p>
    </div>
  )
}
