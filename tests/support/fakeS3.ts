import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/**
 * An S3-compatible server for tests: s3rver (objects on disk in a temporary folder) behind a small
 * proxy that makes the bucket behave like a private S3 bucket. s3rver itself lets anonymous
 * requests read everything and has no object ACLs; the proxy
 *
 * - answers requests without AWS credentials (no Authorization header, no presigned query) with
 *   403 `AccessDenied`, except GET/HEAD of an object that was made public-read;
 * - records object ACLs: `x-amz-acl` on PutObject, CopyObject and CreateMultipartUpload, and
 *   PutObjectAcl (`PUT /bucket/key?acl`, canned `x-amz-acl`, `x-amz-grant-read` or an
 *   AccessControlPolicy body), which it answers itself since s3rver does not implement it;
 * - refuses aws-chunked (`STREAMING-…`) uploads with 501, as many S3-compatible servers do,
 *   instead of letting s3rver store the chunk framing as the object's content.
 *
 * Path-style addresses only (`forcePathStyle`). s3rver accepts any SigV4 signature made with its
 * key id, so signatures are present but not checked.
 */
export type FakeS3 = {
  endpoint: string
  bucket: string
  /** The bucket's own address, as a CDN in front of it would fetch from: `${endpoint}/${bucket}`. */
  bucketURL: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  stop: () => Promise<void>
}

/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'
const ALL_USERS = 'http://acs.amazonaws.com/groups/global/AllUsers'
/** Query parameters that address something other than the object's content. */
const SUBRESOURCES = ['acl', 'tagging', 'uploads', 'uploadId', 'torrent', 'attributes', 'legal-hold', 'retention']

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const fromXmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

function s3Error(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${xmlText(message)}</Message><Resource>${xmlText(resource)}</Resource>` +
    `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const isSigned = (headers: IncomingHttpHeaders, query: URLSearchParams) => Boolean(headers.authorization) || query.has('X-Amz-Algorithm') || query.has('X-Amz-Signature') || query.has('Signature')

/** The access key id of a signed request (header or presigned query). */
const accessKeyOf = (headers: IncomingHttpHeaders, query: URLSearchParams) =>
  /Credential=([^/,\s]+)/.exec(headers.authorization ?? '')?.[1] ?? query.get('X-Amz-Credential')?.split('/')[0] ?? query.get('AWSAccessKeyId') ?? undefined

const cannedPublic = (acl: string | string[] | undefined) => acl === 'public-read' || acl === 'public-read-write'

/** Whether a PutObjectAcl request grants anonymous reading, by canned ACL, grant header or body. */
function aclGrantsPublicRead(headers: IncomingHttpHeaders, body: string): boolean {
  if (headers['x-amz-acl']) return cannedPublic(headers['x-amz-acl'])
  const grantHeaders = [headers['x-amz-grant-read'], headers['x-amz-grant-full-control']].join(',')
  if (grantHeaders.includes(ALL_USERS)) return true
  return [...body.matchAll(/<Grant>([\s\S]*?)<\/Grant>/g)].some(([, grant]) => grant!.includes(ALL_USERS) && /<Permission>(READ|FULL_CONTROL)<\/Permission>/.test(grant!))
}

export async function startFakeS3(bucket = 'media'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lll-s3-'))
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const { port: innerPort } = await s3rver.run()
  /** `bucket/key` of every object anyone may read. */
  const publicRead = new Set<string>()
  /** The canned ACL asked for when a multipart upload began, applied when it completes. */
  const pendingMultipart = new Map<string, boolean>()

  const setPublic = (id: string, isPublic: boolean) => (isPublic ? publicRead.add(id) : publicRead.delete(id))

  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, onStatus: (status: number) => void = () => {}) {
    const upstream = request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const status = answer.statusCode ?? 502
      onStatus(status)
      res.writeHead(status, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    upstream.end(body)
  }

  /** Whether s3rver has the object (it answers unsigned requests, so no signing is needed). */
  const objectExists = (rawPath: string) =>
    new Promise<boolean>((resolve, reject) => {
      const probe = request({ host: '127.0.0.1', port: innerPort, method: 'HEAD', path: rawPath }, (answer) => {
        answer.resume()
        resolve(answer.statusCode === 200)
      })
      probe.on('error', reject)
      probe.end()
    })

  /** Keeps the ACL table in step with what s3rver accepted. */
  function record(method: string, query: URLSearchParams, bucketName: string, key: string, headers: IncomingHttpHeaders, body: Buffer) {
    const id = `${bucketName}/${key}`
    const plain = !SUBRESOURCES.some((name) => query.has(name))
    if (method === 'PUT' && key && plain) setPublic(id, cannedPublic(headers['x-amz-acl']))
    else if (method === 'DELETE' && key && plain) publicRead.delete(id)
    else if (method === 'POST' && key && query.has('uploads')) pendingMultipart.set(id, cannedPublic(headers['x-amz-acl']))
    else if (method === 'POST' && key && query.has('uploadId')) {
      setPublic(id, pendingMultipart.get(id) ?? false)
      pendingMultipart.delete(id)
    } else if (method === 'POST' && !key && query.has('delete')) {
      for (const [, deleted] of body.toString('utf8').matchAll(/<Key>([\s\S]*?)<\/Key>/g)) publicRead.delete(`${bucketName}/${fromXmlText(deleted!)}`)
    }
  }

  const proxy = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3')
    const method = req.method ?? 'GET'
    const [, bucketName = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const id = `${bucketName}/${key}`
    const body = await readBody(req)

    if (!isSigned(req.headers, url.searchParams)) {
      const plainRead = (method === 'GET' || method === 'HEAD') && key && !SUBRESOURCES.some((name) => url.searchParams.has(name))
      if (plainRead && publicRead.has(id)) return forward(req, body, res)
      return s3Error(res, 403, 'AccessDenied', 'Access Denied', url.pathname)
    }
    if (String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
      return s3Error(res, 501, 'NotImplemented', 'aws-chunked uploads are not supported by this server', url.pathname)
    }
    if (method === 'PUT' && key && url.searchParams.has('acl')) {
      // s3rver does not implement PutObjectAcl: answer it here, as S3 does (200, empty body).
      if (accessKeyOf(req.headers, url.searchParams) !== ACCESS_KEY_ID) {
        return s3Error(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', url.pathname)
      }
      if (!(await objectExists(url.pathname))) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.', url.pathname)
      setPublic(id, aclGrantsPublicRead(req.headers, body.toString('utf8')))
      res.writeHead(200, { 'Content-Length': '0' })
      return res.end()
    }
    forward(req, body, res, (status) => {
      if (status >= 200 && status < 300) record(method, url.searchParams, bucketName, key, req.headers, body)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`

  return {
    endpoint,
    bucket,
    bucketURL: `${endpoint}/${bucket}`,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    stop: async () => {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve())
        proxy.closeAllConnections()
      })
      await s3rver.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
