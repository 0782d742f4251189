/** A positive number from the environment (`integer`: a whole one), or the default. */
export function positiveSetting(name: string, fallback: number, { integer = false } = {}): number {
  const value = Number(process.env[name])
  const valid = integer ? Number.isInteger(value) : Number.isFinite(value)
  return valid && value > 0 ? value : fallback
}
