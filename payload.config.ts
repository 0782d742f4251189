import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { onInit } from '@/bootstrap/onInit'
import { ContactMessages } from '@/collections/ContactMessages'
import { Donations } from '@/collections/Donations'
import { DonorNotes } from '@/collections/DonorNotes'
import { Donors } from '@/collections/Donors'
import { Events } from '@/collections/Events'
import { GalleryPhotos } from '@/collections/GalleryPhotos'
import { Rsvps } from '@/collections/Rsvps'
import { TicketOrders } from '@/collections/TicketOrders'
import { Tickets } from '@/collections/Tickets'
import { SponsorTiers } from '@/collections/SponsorTiers'
import { StripeEvents } from '@/collections/StripeEvents'
import { DonorStatements } from '@/collections/DonorStatements'
import { Users } from '@/collections/Users'
import { CampaignImages } from '@/collections/CampaignImages'
import { RemembrancePhotos } from '@/collections/RemembrancePhotos'
import { Remembrances } from '@/collections/Remembrances'
import { Campaigns } from '@/collections/Campaigns'
import { answerFieldMessages } from '@/collections/fieldMessages'
import { Fundraisers } from '@/collections/Fundraisers'
import { Tributes } from '@/collections/Tributes'
import { ScholarshipApplications } from '@/collections/ScholarshipApplications'
import { ScholarshipFiles } from '@/collections/ScholarshipFiles'
import { GiftImports } from '@/collections/GiftImports'
import { Deposits } from '@/collections/Deposits'
import { DepositLines } from '@/collections/DepositLines'
import { ScholarshipRecommendations } from '@/collections/ScholarshipRecommendations'
import { ScholarshipReviews } from '@/collections/ScholarshipReviews'
import { ScholarshipRounds } from '@/collections/ScholarshipRounds'
import { WaitlistEntries } from '@/collections/WaitlistEntries'
import { Sponsorships } from '@/collections/Sponsorships'
import { queuedEmailAdapter } from '@/email/adapter'
import { Organization } from '@/globals/Organization'
import { SiteContent } from '@/globals/SiteContent'
import { jobs } from '@/jobs'
import { DATABASE_TIMEOUTS } from '@/lib/database-timeouts'
import { log } from '@/lib/log'
import { mediaStoragePlugins } from '@/lib/media-storage'
import { resilientPg } from '@/lib/resilientPg'
import { siteUrl } from '@/lib/site-url'
import { auditPlugin } from '@/plugins/audit'
import { withPayloadCollectionsGuarded } from '@/plugins/payloadCollections'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's own collections (document locks, preferences) get our access rules once it has added them.
export default withPayloadCollectionsGuarded(
  buildConfig({
    // The spec's /api belongs to our own contract; Payload's admin and REST live under /cms.
    routes: { admin: '/cms', api: '/cms/api' },
    // Payload's cookie acts as staff only for requests from our own origin: a page elsewhere that
    // makes a signed-in browser send it gets an anonymous request (see payload/dist/auth/extractJWT).
    serverURL: siteUrl(),
    csrf: [siteUrl()],
    cors: [siteUrl()],
    admin: {
      user: Users.slug,
      avatar: 'default', // gravatar is not reachable from every network
      meta: { titleSuffix: ' · CMS' },
      importMap: { baseDir: path.resolve(dirname, 'src') },
      // Payload's login refuses a password alone for a two-step account (src/server/http/cms/auth.ts);
      // below its form, TwoStepLogin then asks for the code.
      components: { afterLogin: ['/components/cms/TwoStepLogin.client#TwoStepLogin'] },
    },
    // The audit trail (audit-entries, last) comes from auditPlugin below.
    collections: [
      Users,
      Events,
      Rsvps,
      TicketOrders,
      Tickets,
      WaitlistEntries,
      GalleryPhotos,
      SponsorTiers,
      Sponsorships,
      Donations,
      Donors,
      DonorNotes,
      Campaigns,
      Fundraisers,
      Tributes,
      CampaignImages,
      Remembrances,
      RemembrancePhotos,
      ContactMessages,
      StripeEvents,
      DonorStatements,
      ScholarshipRounds,
      ScholarshipApplications,
      ScholarshipRecommendations,
      ScholarshipReviews,
      ScholarshipFiles,
      GiftImports,
      Deposits,
      DepositLines,
    ],
    globals: [SiteContent, Organization],
    editor: lexicalEditor(),
    // Checked at start-up in onInit: production refuses to run without a real secret.
    secret: process.env.PAYLOAD_SECRET || 'build-time-placeholder-never-used-to-sign',
    db: postgresAdapter({
      pg: resilientPg, // no uncaughtException when the database drops a connection
      pool: { connectionString: process.env.DATABASE_URL ?? '', ...DATABASE_TIMEOUTS },
      push: false, // every environment uses the committed migrations
      migrationDir: path.resolve(dirname, 'src/migrations'),
    }),
    graphQL: { disable: true },
    sharp,
    // Uploads through /cms/api stop at 10 MB (the whole body is also counted in src/server/http/cmsApi).
    upload: { limits: { fileSize: 10 * 1024 * 1024 } },
    // The audit trail first: its collection, and its hooks on every collection and global, run
    // before the storage plugin's. Then gallery photos in an S3 bucket when S3_BUCKET is set, on
    // local disk (MEDIA_DIR) otherwise.
    plugins: [auditPlugin(), ...mediaStoragePlugins()],
    // Payload's own mails (password reset) are queued and sent like ours, through SMTP_URL (or the log).
    email: queuedEmailAdapter,
    // Mail and later work: Payload's Jobs Queue (src/jobs).
    jobs,
    // /cms/api's refusals carry each field's message, as the staff API's do.
    hooks: { afterError: [answerFieldMessages] },
    typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
    telemetry: false,
    // Payload logs through ours: one JSON object a line, with its redactions (src/lib/log.ts), where
    // its default pretty-printer wrote a failed query's values, a visitor's line breaks and terminal
    // escapes among them, as raw text.
    logger: log,
    onInit,
  }),
)
