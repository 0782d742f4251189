import * as api from './api'
import * as attendees from './attendees'
import * as audit from './audit'
import * as auth from './auth'
import * as campaigns from './campaigns'
import * as candles from './candles'
import * as cardGuard from './cardGuard'
import * as contact from './contact'
import * as deposits from './deposits'
import * as donations from './donations'
import * as donorLinks from './donorLinks'
import * as donorPortal from './donorPortal'
import * as donors from './donors'
import { type DeclaredIn, isEndpointDeclaration } from './endpoint'
import * as events from './events'
import * as fundraisers from './fundraisers'
import * as gallery from './gallery'
import * as imports from './imports'
import * as givingByMonth from './givingByMonth'
import * as inbox from './inbox'
import * as jobs from './jobs'
import * as organization from './organization'
import * as people from './people'
import * as remembrances from './remembrances'
import * as rsvp from './rsvp'
import * as scholarshipReview from './scholarshipReview'
import * as scholarships from './scholarships'
import * as sponsors from './sponsors'
import * as staff from './staff'
import * as statements from './statements'
import * as tickets from './tickets'
import * as tributes from './tributes'
import * as door from './door'
import * as ticketGuests from './ticketGuests'
import * as waitlist from './waitlist'
import * as twoStep from './twoStep'

/**
 * The subjects whose modules declare /api endpoints (each beside its schemas). A new subject
 * module is added here once; a new endpoint in a listed module is in the registry by being exported.
 */
const subjects = {
  events,
  rsvp,
  tickets,
  door,
  ticketGuests,
  waitlist,
  attendees,
  contact,
  gallery,
  sponsors,
  campaigns,
  imports,
  deposits,
  remembrances,
  candles,
  donations,
  givingByMonth,
  donorLinks,
  donorPortal,
  tributes,
  donors,
  organization,
  people,
  statements,
  fundraisers,
  cardGuard,
  auth,
  twoStep,
  staff,
  inbox,
  jobs,
  audit,
  scholarships,
  scholarshipReview,
  api,
}

type Subjects = typeof subjects

/** Any one /api endpoint's declaration, with its literal types (the browser client reads them). */
export type ApiEndpoint = { [S in keyof Subjects]: DeclaredIn<Subjects[S]> }[keyof Subjects]

const declaredIn = (module: object): ApiEndpoint[] =>
  Object.values(module)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is ApiEndpoint => isEndpointDeclaration(value))

/**
 * Every /api endpoint's declaration, derived from the subject modules' exports: the OpenAPI
 * document, the browser client's types and the tests' walks (every staff path as every role) come
 * from it; tests/unit/endpoints.test.ts checks that it matches the route files exactly.
 */
export const endpoints: readonly ApiEndpoint[] = Object.values(subjects).flatMap(declaredIn)

/** Each subject's declarations by their exported names (the route files name them). */
export const declarationsByName: ReadonlyMap<string, ApiEndpoint> = new Map(
  Object.values(subjects).flatMap((module) => Object.entries(module).filter((entry): entry is [string, ApiEndpoint] => isEndpointDeclaration(entry[1]))),
)
