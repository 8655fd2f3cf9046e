import fc from 'fast-check';

// An arbitrary that declares a maximum length generates up to it (fast-check otherwise stops near 10 items),
// so a limit a property names is one it reaches. Arbitraries read this when they are built: it runs before every file.
fc.configureGlobal({ ...fc.readConfigureGlobal(), defaultSizeToMaxWhenMaxSpecified: true });
