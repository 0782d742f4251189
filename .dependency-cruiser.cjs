/**
 * The import rules `npm run lint` checks (dependency-cruiser): no cycle, the server's layers point
 * one way (README, Architecture), and only start-up, pages, route handlers and scripts reach the
 * Payload config. tests/unit/layers.test.ts checks the layers too, and what no import graph shows.
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
      comment: 'Services throw domain errors; statuses, bodies and headers are src/server/http\'s.',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'lib-imports-no-contracts-or-app',
      severity: 'error',
      comment: 'src/lib (dates, money, settings read from the environment) is below the contracts and the app: they use it, it uses neither.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(contracts|app)/' },
    },
    {
      name: 'payload-config-only-from-the-app',
      severity: 'error',
      comment:
        'Hooks (and plugins\' hooks) act through req.payload, jobs through their handler\'s req.payload, services and data with the payload their caller hands them (src/app/payload.ts for pages and routes).',
      from: { path: '^src/(server|collections|plugins|jobs|lib)/' },
      to: { path: '^payload\\.config\\.ts$' },
    },
    {
      name: 'app-only-from-the-app',
      severity: 'error',
      comment: 'src/app holds the pages, the routes and the config\'s instance (src/app/payload.ts): what sits below it never reaches up.',
      from: { path: '^src/(server|collections|plugins|jobs|lib)/' },
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
