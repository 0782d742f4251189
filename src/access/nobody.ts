import type { Access, FieldAccess } from 'payload'

/** No role, not even admin, through /api, /cms or the Local API with access checked. */
export const nobody: Access = () => false

/** The field-level form: a field nobody reads or writes through the app. */
export const nobodyField: FieldAccess = () => false
