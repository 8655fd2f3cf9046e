/** Dependencies point inward: core is pure; only composition roots import adapters. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core imports nothing outside core: no frameworks, no I/O, no node built-ins',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^core/' },
    },
    {
      name: 'core-domain-stands-alone',
      comment: 'domain rules do not depend on use cases',
      severity: 'error',
      from: { path: '^core/domain/' },
      to: { path: '^core/(platform|portal)/' },
    },
    {
      name: 'only-composition-roots-import-adapters',
      comment: "composition/ and the web app's own roots wire adapters; web and cli reach only the shared wire contract",
      severity: 'error',
      from: { pathNot: '^(composition|adapters|tests)/|^(web/src/di/[a-z-]+-gateways\\.ts|web/house/src/compose\\.ts)$' },
      to: { path: '^adapters/', pathNot: '^adapters/wps-contract/' },
    },
    {
      name: 'adapters-do-not-import-other-adapters',
      comment: 'an adapter folder stands alone; what two adapters share is a port in core, or the wire contract',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^adapters/', pathNot: '^adapters/($1|wps-contract)/' },
    },
    {
      name: 'adapters-do-not-import-apps',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(web|cli|composition)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(^|/)dist/' },
  },
};
