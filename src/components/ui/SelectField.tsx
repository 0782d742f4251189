import { type Common, describedBy, type FieldRegistration, inputClass, Label, Message } from './fields'

// A select of a staff form, beside fields.tsx rather than in it: the public forms load that
// module with the page, and their JavaScript budget has no room for what only /admin uses.

export function SelectField(props: Common & { registration: FieldRegistration; options: readonly { value: string; label: string }[] }) {
  const { id, label, error, hint, optional, registration, options } = props
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <select id={id} {...registration} aria-invalid={Boolean(error)} aria-describedby={describedBy(props)} className={inputClass(Boolean(error))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Message id={id} error={error} hint={hint} />
    </div>
  )
}
