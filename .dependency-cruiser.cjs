/**
 * The import rules `npm run lint` checks (dependency-cruiser), the one copy of the layer rules:
 * no cycle, the layers point one way (README, docs/architecture.md), and only start-up, pages,
 * route handlers and scripts reach the Payload config. tests/unit/layers.test.ts cruises a small
 * fixture with this config (each rule must catch its forbidden import) and checks what no import
 * graph shows (raw SQL outside src/server/data).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports: one of its modules reads another before that one has finished loading.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-layer-above',
      severity: 'error',
      comment: 'src/server/domain (errors, Staff, ids) is what every layer uses; it uses none of them.',
      from: { path: '^src/server/domain/' },
      to: { path: ['^src/server/(http|services|data)/', '^src/server/payload\\.ts$'] },
    },
    {
      name: 'data-imports-no-services-or-http',
      severity: 'error',
      comment: 'src/server/data is raw SQL, called by the services; it never calls them back.',
      from: { path: '^src/server/data/' },
      to: { path: '^src/server/(http|services)/' },
    },
    {
      name: 'services-import-no-http',
      severity: 'error',
      comment: "Services throw domain errors; statuses, bodies and headers are src/server/http's.",
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'services-import-no-collections',
      severity: 'error',
      comment:
        "Collections' hooks may call services and data (as the Payload website template's hooks call its utilities); src/server reaches a collection only through payload, never its module. What a service hands a hook through req.context is typed beside the service.",
      from: { path: '^src/server/' },
      to: { path: '^src/collections/' },
    },
    {
      name: 'lib-imports-no-layer-above',
      severity: 'error',
      comment: 'src/lib (dates, money, settings read from the environment) is below everything: the contracts, the app, the components and the server use it, it uses none of them.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(contracts|app|components|server|collections|globals|email|jobs|plugins|access)/' },
    },
    {
      name: 'contracts-import-no-server-or-view',
      severity: 'error',
      comment:
        'src/contracts (schemas, declarations, the browser client) is read by the server and the browser alike: it imports lib and generated types, never the server, the components or the app.',
      from: { path: '^src/contracts/' },
      to: { path: '^src/(app|components|server|collections|globals|email|jobs|plugins)/' },
    },
    {
      name: 'registry-types-only-in-the-browser',
      severity: 'error',
      comment:
        "The browser client and the components may name the registry of declarations (src/contracts/endpoints.ts) for its types only: a value import would bundle every declaration into the browser. Route files, OpenAPI's route and the tests read its value.",
      from: { path: '^src/(contracts|components)/' },
      to: { path: '^src/contracts/endpoints\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-import-no-app-or-server-logic',
      severity: 'error',
      comment:
        'src/components is the view: it calls /api through src/contracts/client.ts and, in server components, reads through src/server/queries with the payload its page hands it; it never reaches the app, the services, data, http, Stripe, collections or jobs.',
      from: { path: '^src/components/' },
      to: { path: ['^src/app/', '^src/server/(services|data|http|stripe)/', '^src/(collections|globals|jobs|plugins)/'] },
    },
    {
      name: 'email-imports-no-services',
      severity: 'error',
      comment: "src/email renders what the services compose and hand it (a Letter, a mail's fields); the services call it, it never calls them back.",
      from: { path: '^src/email/' },
      to: { path: ['^src/server/(services|data|http)/', '^src/(app|components|collections)/'] },
    },
    {
      name: 'payload-config-only-from-the-app',
      severity: 'error',
      comment:
        "Hooks (and plugins' hooks) act through req.payload, jobs through their handler's req.payload, services and data with the payload their caller hands them (src/app/payload.ts for pages and routes).",
      from: { path: '^src/(server|collections|plugins|jobs|lib)/' },
      to: { path: '^payload\\.config\\.ts$' },
    },
    {
      name: 'app-only-from-the-app',
      severity: 'error',
      comment: "src/app holds the pages, the routes and the config's instance (src/app/payload.ts): what sits below it never reaches up.",
      from: { path: '^src/(server|collections|globals|plugins|jobs|lib|email|components|access)/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules)/' },
    // Type-only imports count: a cycle of types is still a cycle between the modules (madge agrees).
    tsPreCompilationDeps: true,
    // `@/…` is src/ and `@payload-config` is payload.config.ts (tsconfig.json's paths).
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts', '.json'],
    },
  },
}
