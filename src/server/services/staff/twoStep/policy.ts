import 'server-only'

// The policy is read where the users collection's hooks can reach it too (no server-only there).
export { type TwoStepPolicy, twoStepPolicy, twoStepRequiredFor } from '@/lib/twoStepPolicy'
