import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget';
import { buildStamp } from './build-stamp';
import { precompress } from './precompress';

/** React JSX through Vite's built-in transform (automatic runtime); no plugin needed. */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  publicDir: 'public',
  plugins: [bundleBudget('main', 200), precompress(), buildStamp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // The house games are a page of their own (/house/<engine>/), opened in the lobby's game popup.
    rollupOptions: { input: { main: 'index.html', house: 'house/index.html' } },
  },
  server: { port: 5173, proxy: { '/wps': 'http://localhost:8080' } },
});
