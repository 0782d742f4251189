'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { Announce } from '../ui/LiveRegion.client'

// The human check loads only when the card-testing guard asks for it (a checkout answered 428).
const HumanCheck = lazy(() => import('./HumanCheck.client'))

type Check = { reason: string; attempt: number; solution?: string }
export type HumanCheckState = ReturnType<typeof useHumanCheck>

/**
 * The card-testing guard's human check in a checkout form (the donate form, Buy tickets, Become a
 * sponsor): `asked(detail)` on a 428 shows a new check (a solution works once); `solution` is sent
 * as `human_check`; `passed()` once the checkout started. `news` is what the form's live region
 * says while the check loads. The form renders `<HumanCheckStep>` where the check goes.
 */
export function useHumanCheck() {
  const [check, setCheck] = useState<Check | null>(null)
  const [news, setNews] = useState('')
  return {
    check,
    solution: check?.solution,
    news,
    setNews,
    solved: (solution: string) => setCheck((c) => c && { ...c, solution }),
    asked: (reason: string) => setCheck((c) => ({ reason, attempt: (c?.attempt ?? 0) + 1 })),
    passed: () => setCheck(null),
  }
}

/** The check while one is asked for; once solved, `resend` sends the form again with no further click. */
export function HumanCheckStep({ humanCheck, resend, starting }: { humanCheck: HumanCheckState; resend: () => unknown; starting: string }) {
  const { check, solution, setNews, solved } = humanCheck
  useEffect(() => {
    if (solution) void resend()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per solution
  }, [solution])
  if (!check) return null
  return (
    <Suspense
      fallback={
        <>
          <Announce text="Loading a quick check…" to={setNews} />
          <p aria-hidden="true">Loading a quick check…</p>
        </>
      }
    >
      <HumanCheck key={check.attempt} reason={check.reason} starting={starting} onSolved={solved} />
    </Suspense>
  )
}
