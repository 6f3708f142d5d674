import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { apiPrefixes } from './src/core/api/prefixes.ts'
import { webManifest } from './src/app/webManifest.ts'

const devApi = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '8081'}`

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every `import … from 'zod'` of the app gets the jitless zod (see the file).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/app/zodJitless.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    // The router plugin must run before React so route files are split before JSX transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration lives in src/lib/pwa with workbox-window so the app controls updates.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'icons/*.png', 'icons/*.svg'],
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The API reference's route chunk (src/routes/_layout/docs/api.tsx: Swagger UI, about
        // 440 kB gzipped) loads when that page opens; every install need not download it.
        globIgnores: ['**/assets/api-*.{js,css}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    // `ws` for the pulse socket (/v1/ws/pulses); the Origin header passes through unchanged.
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [p, { target: devApi, changeOrigin: false, ws: p === '/v1' }]),
    ),
  },
})
