import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: src('./src/web'),
  publicDir: src('./public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': src('./src/common'), '@web': src('./src/web') },
  },
  // ALACENA_DIST lets parallel checkouts build side by side (default dist/).
  build: {
    outDir: src(`./${process.env.ALACENA_DIST ?? 'dist'}/web`),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
