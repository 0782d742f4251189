import type { UseFormRegisterReturn } from 'react-hook-form'

/** A field people never see or reach (bots fill every field): a form sent with it filled is refused. */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  )
}
