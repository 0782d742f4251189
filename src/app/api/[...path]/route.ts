import { json } from '@/server/http/respond'

/** Any /api path the contract does not have. */
const notFound = () => json({ detail: 'Not found.' }, { status: 404 })

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
