import { config } from 'zod/mini'
import { en } from 'zod/locales'

/**
 * The shared schemas are zod/mini (small in the browser), which carries no messages of its own:
 * this registers zod's English messages, as classic zod did on import, for the checks whose
 * message a schema does not set (such as "Too small: expected number to be >=0" of `?skip=-1`),
 * so the API's 422 bodies read as before. Imported by the API's error responses. The browser's
 * forms do without it: every message a form can show there is the schema's own. The setting is
 * global (on globalThis), so once is enough.
 */
config(en())
