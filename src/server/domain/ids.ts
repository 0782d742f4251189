/** A record id from the outside world (`abc`, `1.5`, `-3`, or past PostgreSQL's int4: null). */
export function recordId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 2_147_483_647 ? null : id
}
