/**
 * The part of react-hook-form the public forms load on their first use (usePublicForm): only
 * what they call, so the chunk carries no more of the library than that.
 */
export { createFormControl } from 'react-hook-form'
