import fc from 'fast-check';

// An arbitrary that declares a maximum length generates up to it (fast-check otherwise stops near 10 items),
// so a limit a property names is one it reaches. Set in every file: files share a worker and its module cache.
fc.configureGlobal({ ...fc.readConfigureGlobal(), defaultSizeToMaxWhenMaxSpecified: true });
