// The few parts of s3rver (which ships no types) that tests/support/fakeS3.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  export type S3rverOptions = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    vhostBuckets?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
