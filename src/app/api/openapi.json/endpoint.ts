import { defineEndpoint } from '@/contracts/endpoint'

export const openApiDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This document',
  access: 'public',
  file: { contentType: 'application/json', description: 'The OpenAPI 3.1 description of /api' },
})
