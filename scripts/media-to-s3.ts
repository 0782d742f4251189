// Copies the uploaded files this instance kept on its disk (MEDIA_DIR: gallery photos, campaign
// images, supporters' and remembrances' photos) to the S3 bucket, for a site that moves to S3_BUCKET.
//   usage: npm run media:to-s3   (with the app's DATABASE_URL, MEDIA_DIR and S3_* settings)
// Safe to run again, and on every instance that took uploads: a file already in the bucket is left
// alone, so a second run copies nothing. docs/operations.md, "Several instances".
import config from '@payload-config'
import { getPayload } from 'payload'

import { s3Settings } from '@/lib/media-storage'
import { copyLocalFilesToBucket, describeCopy } from '@/server/services/media/mediaToBucket'

const current = s3Settings()
if (!current) {
  console.error('Set S3_BUCKET (and the bucket’s S3_* settings) first: the files are copied to that bucket.')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  console.log(describeCopy(await copyLocalFilesToBucket(payload, current)))
  // Payload's timers and the database pool would keep the process alive.
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
