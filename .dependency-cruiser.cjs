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
      name: 'web-and-cli-reach-adapters-only-from-composition-roots',
      severity: 'error',
      from: { path: '^(web|cli)/', pathNot: '^(web/src/di/[a-z-]+-gateways\\.ts|web/house/src/compose\\.ts|cli/composition\\.ts)$' },
      to: { path: '^adapters/', pathNot: '^adapters/wps-contract/' },
    },
    {
      name: 'adapters-do-not-import-apps',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(web|cli)/' },
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
