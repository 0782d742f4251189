// Lets a command-line script (npm run reconcile) load the app's server modules outside Next:
// `server-only` resolves to its empty module, as it does in Next's server bundles.
import { register } from 'node:module'

const empty = new URL('../node_modules/server-only/empty.js', import.meta.url).href
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context)
    }`),
  import.meta.url,
)
