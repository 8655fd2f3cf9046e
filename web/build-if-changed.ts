/** `npm start`'s web build: skipped when web/dist was built from the sources as they are now. */
import { build } from 'vite';
import { buildIsCurrent } from './build-stamp';

if (await buildIsCurrent()) console.log('web build is up to date (web/dist/.build-stamp.json)');
else await build({ configFile: new URL('vite.config.ts', import.meta.url).pathname });
