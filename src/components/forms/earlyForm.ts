import type { BaseSyntheticEvent } from 'react'
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'

type Focusable = { focus: () => void }
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const isField = (element: unknown): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values)

/**
 * A public form before react-hook-form has loaded (usePublicForm): plain uncontrolled fields whose
 * values stay in the page, for react-hook-form to read when it takes the form over; the values
 * the form's own controls set (an amount button); and a send asked for, kept until the library is
 * there to check it. `use` starts loading the library; `changed` re-renders the form.
 */
export class EarlyForm {
  readonly fields = new Map<string, Focusable>()
  readonly values = new Map<string, unknown>()
  /** The fields left before the library was there, for it to check as it would have on their blur. */
  readonly left = new Map<string, unknown>()
  errors: FieldErrors = {}
  sendAsked: ((form: HTMLFormElement | null) => void) | null = null
  private form: HTMLFormElement | null = null

  constructor(
    private readonly defaults: unknown,
    private readonly use: () => void,
    private readonly changed: () => void,
  ) {}

  value(name: string): unknown {
    return this.values.has(name) ? this.values.get(name) : valueAt(this.defaults, name)
  }

  /** As react-hook-form does when it meets a field: its default value, unless the visitor already changed it. */
  private meet(name: string, element: Focusable) {
    this.fields.set(name, element)
    if (!isField(element)) return
    this.form = element.form
    const value = this.value(name)
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      const group = element.form?.elements.namedItem(name)
      const chosen = group instanceof RadioNodeList ? [...group].some((radio) => radio instanceof HTMLInputElement && radio.checked) : element.checked
      if (!chosen && element.value === value) element.checked = true
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked === element.defaultChecked) element.checked = value === true
    } else if (typeof value === 'string' && !(element instanceof HTMLSelectElement) && element.type !== 'file' && element.value === element.defaultValue) {
      element.value = value
    }
  }

  register = (name: string): UseFormRegisterReturn => ({
    name,
    ref: (element: unknown) => {
      if (element) this.meet(name, element as Focusable)
    },
    onChange: async () => this.use(),
    onBlur: async (event) => void this.left.set(name, event.target),
  })

  setValue = (name: string, value: unknown) => {
    this.values.set(name, value)
    this.changed()
    this.use()
  }

  setFocus(name: string) {
    this.fields.get(name)?.focus()
  }

  reset() {
    this.values.clear()
    this.changed()
  }

  /** A send before the library is there: the browser's own send is stopped, and asked again once it is (`sendAgain`). */
  handleSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault()
    const native: unknown = event?.nativeEvent
    const submitter = native instanceof SubmitEvent && native.submitter instanceof HTMLButtonElement ? native.submitter : null
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
    this.sendAsked = (known) => {
      const target = form ?? known
      if (!target?.isConnected) return
      target.requestSubmit(submitter?.form === target && !submitter.disabled ? submitter : undefined)
    }
    this.use()
    return undefined
  }

  /** Once the library has taken the form over: the send asked for before, through the form's own handler. */
  sendAgain() {
    const asked = this.sendAsked
    this.sendAsked = null
    asked?.(this.form)
  }
}
