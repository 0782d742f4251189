'use client'

import { formatDollars } from '@/lib/money'
import type { MonthlyPromptAnswer } from '@/contracts/amounts'

import { navyButton } from '../ui/buttons'
import { Dialog } from '../ui/Dialog.client'

/**
 * The donate form's one question before the card step of a one-time gift (issue 46): could the
 * donor give a third of it each month instead? Closing the dialog answers nothing: the form stays
 * as it was, with the focus back on its button.
 */
export default function MonthlyPrompt({ oneTimeCents, monthlyCents, answer, close }: { oneTimeCents: number; monthlyCents: number; answer: (a: MonthlyPromptAnswer) => void; close: () => void }) {
  return (
    <Dialog title={`Could you give ${formatDollars(monthlyCents)} a month instead?`} open onClose={close}>
      <div className="space-y-4 text-base text-navy-900">
        <p>A monthly gift lets the foundation plan its year of scholarships and support for families. You can change, pause or end it at any time from your giving page.</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={navyButton} onClick={() => answer('accepted')}>
            Yes, monthly
          </button>
          <button type="button" className="rounded-full border-2 border-navy-900 px-6 py-3 font-semibold text-navy-900" onClick={() => answer('declined')}>
            No, give once
          </button>
        </div>
        <p className="text-sm text-slate-700">“No, give once” continues with your gift of {formatDollars(oneTimeCents)}.</p>
      </div>
    </Dialog>
  )
}
