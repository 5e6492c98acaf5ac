import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing as data: URLs: the CSP allows our own origin, and files cache better.
    assetsInlineLimit: 0,
  },
  server: {
    // `npm run dev`: the API runs beside Vite and is reached through it, as in production.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/__paypal': `http://127.0.0.1:${apiPort}`,
    },
  },
});
