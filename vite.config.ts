import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'
import { compressServiceWorker } from './scripts/compress-service-worker.ts'
import { firstPaint } from './scripts/first-paint.ts'
import { serverOnlySchemas } from './scripts/server-only-schemas.ts'
import { pushHandlers, pushHandlersFile } from './scripts/push-handlers.ts'
import { mapTilesFileOfBuild } from './scripts/map-tiles-file.ts'

const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>
const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`

/**
 * What the worker's first screen (`/orders`) runs besides the framework and the entry: the route tree, the
 * layout, session, tokens and API client, the device store and saved pages, the order cards and the contract's
 * labels and sums. One file instead of an entry beside two dozen tiny shared chunks, each with its own request,
 * compression overhead and imports and exports between them. Only modules whose own imports are already on
 * that screen belong here: a listed module pulls its imports' chunks along.
 */
const workerShellPaths = [
  // What main.tsx (the entry) and the route tree import; each route's page is split off and loads on its own.
  'src/client/routeTree.gen.ts',
  'src/client/app/route-error.tsx',
  'src/client/app/route-pending.tsx',
  'src/client/app/stylesheets.ts',
  'src/client/app/update-prompt.tsx',
  'src/client/ui/button.tsx',
  'src/client/ui/use-latched.ts',
  'src/client/ui/snackbar/',
  'src/client/features/debug/shift-v.ts',
  'src/client/features/debug/components/debug-menu.tsx',
  'src/contract/common/display-dates.ts',
  'virtual:pwa-register',
  'src/client/routes/_app.tsx?tsr-split=component',
  'src/client/routes/_app/orders.tsx?tsr-split=component',
  'src/client/lib/',
  'src/client/pwa/',
  'src/client/app/layout/',
  'src/client/app/frame/',
  'src/client/app/access-rules.ts',
  'src/client/app/route-meta.ts',
  'src/client/app/guarded-route.ts',
  'src/client/ui/chip.tsx',
  'src/client/ui/badge-mark.tsx',
  'src/client/ui/page.tsx',
  'src/client/ui/logo.tsx',
  'src/client/ui/logo-mark.tsx',
  'src/client/ui/card-skeletons.tsx',
  'src/client/ui/spinner.tsx',
  'src/client/ui/modal-stack.ts',
  'src/client/ui/use-dialog.ts',
  'src/client/ui/snackbar/notify-failure.ts',
  'src/client/shared/current-user.ts',
  'src/client/shared/navigation-counts.ts',
  'src/client/shared/reference-lists.ts',
  'src/client/features/acts/offline-acts.ts',
  'src/client/features/acts/device-acts.ts',
  'src/client/shared/worker-orders/worker-order-keys.ts',
  'src/client/features/worker-orders/api/available-orders.ts',
  'src/client/shared/worker-orders/use-worker-action.ts',
  'src/client/features/worker-orders/api/save-opening.ts',
  'src/client/features/worker-orders/api/confirm-contract-offer.ts',
  'src/client/features/worker-orders/api/make-response.ts',
  'src/client/features/worker-orders/api/withdraw-response.ts',
  'src/client/shared/worker-orders/order-card.tsx',
  'src/client/shared/worker-orders/shop-rating.tsx',
  'src/contract/pool/marks-count.ts',
  'src/client/shared/paged-list.tsx',
  'src/client/features/worker-orders/components/response-actions.tsx',
  'src/client/features/worker-orders/components/available-orders.tsx',
  'src/client/features/worker-orders/worker-access.ts',
  'src/client/shared/worker-orders/shop-time.ts',
  'src/client/shared/worker-orders/tariff.ts',
  'src/client/shared/worker-orders/map-link.ts',
  'src/contract/common/kopecks.ts',
  // The staff tables' search readers run in the route tree, which every first screen downloads.
  'src/client/app/load-table.ts',
  'src/contract/common/table-search.ts',
  'src/contract/common/id-range.ts',
  'src/contract/common/paging.ts',
  'src/contract/common/search-term.ts',
  'src/contract/common/calendar.ts',
  'src/contract/orders/order-list-search.ts',
  'src/contract/workers/people-list-search.ts',
  'src/contract/payments/payment-list-search.ts',
  'src/contract/staff/administration-search.ts',
  'src/contract/journals/journal-list-search.ts',
  'src/contract/dictionaries/dictionary-search.ts',
  'src/contract/common/endpoint.ts',
  'src/contract/auth/access.ts',
  'src/contract/navigation/endpoints.ts',
  'src/contract/dictionaries/endpoints.ts',
  'src/contract/dictionaries/entity-names.ts',
  'src/contract/auth/endpoints.ts',
  'src/contract/auth/partner-link-lifetime.ts',
  'src/contract/workers/endpoints.ts',
  'src/contract/staff/endpoints.ts',
  'src/contract/orders/endpoints.ts',
  'src/contract/receipts/endpoints.ts',
  'src/contract/receipts/check-statuses.ts',
  'src/contract/common/version.ts',
  'src/contract/common/error-messages.ts',
  'src/contract/orders/list-fields.ts',
  'src/contract/orders/offer-required.ts',
  'src/contract/orders/tariff-periods.ts',
  'src/contract/orders/sums.ts',
  'src/contract/payments/list-fields.ts',
  'src/contract/auth/roles.ts',
  'vite/preload-helper',
  'node_modules/idb-keyval/',
  'node_modules/workbox-window/',
  ...[
    'UserCircle',
    'ArrowPath',
    'Bars3',
    'XMark',
    'CheckCircle',
    'ExclamationCircle',
    'ExclamationTriangle',
    'InformationCircle',
    'SignalSlash',
    'Banknotes',
    'CalendarDays',
    'MapPin',
    'ArrowTopRightOnSquare',
  ].map((icon) => `@heroicons/react/24/outline/esm/${icon}Icon.js`),
]
/**
 * Under the folders above but not on that screen: the install invitation's card (only when there is one to
 * show), the navigation's entries, menu drawer and sign-out (beside the page from 640 px, on a phone when the
 * menu opens), the blocked and not-confirmed notices, the queue of checks made offline (when there are some),
 * the other sections' lists asked for after the first screen, and what only the sign-in and other pages use.
 */
const notInWorkerShell = [
  'src/client/pwa/install-prompt-card.tsx',
  'src/client/app/layout/app-navigation.tsx',
  'src/client/app/layout/navigation-list.tsx',
  'src/client/app/layout/worker-notices.tsx',
  'src/client/pwa/push-subscription.ts',
  'src/client/pwa/pending-checks.ts',
  'src/client/pwa/pending-checks-queue.ts',
  'src/client/pwa/worker-sections.ts',
  'src/client/app/frame/sign-in-layout.tsx',
  'src/client/lib/field-errors.ts',
  'src/client/lib/save-file.ts',
  'src/client/lib/use-countdown.ts',
]

/** A route's definition (`routes/x.tsx`), which the route tree imports; not its split-off page (`?tsr-split`). */
const routeDefinition = /src\/client\/routes\/[^?]+$/

const inWorkerShell = (id: string) => {
  const path = id.replaceAll('\\', '/')
  if (routeDefinition.test(path)) return true
  return (
    workerShellPaths.some((part) => path.includes(part)) &&
    !notInWorkerShell.some((part) => path.includes(part))
  )
}

/** The chunks index.html loads besides the entry: every page has them before it imports anything else. */
const alwaysLoaded = ['framework', 'worker-shell', 'rolldown-runtime']

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
    }),
    serverOnlySchemas(),
    react(),
    tailwindcss(),
    firstPaint(),
    pushHandlers(),
    mapTilesFileOfBuild(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      workbox: {
        // The .wasm is the QR reader of phones without BarcodeDetector (qr-scan/qr-reader.ts): a check-in
        // offline reads the shop's code with it.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
        navigateFallback: '/index.html',
        // `/login` is answered with the precached login.html (Workbox's clean URLs), also when sent back there
        // with `?redirect=`; the other defaults stay.
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^redirect$/],
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/dev\//],
        cleanupOutdatedCaches: true,
        // Web push: showing a push and opening its page (issue 23).
        importScripts: [pushHandlersFile],
        // The reference lists (spec section 7: loaded at start) are the same for everyone and change rarely:
        // served from the device at once and refreshed behind. Every other API call goes to the network only.
        runtimeCaching: [
          {
            urlPattern: /\/api\/(citizenship|fund|service)\/all$/,
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'reference-data',
              expiration: { maxEntries: 10 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Brotli and gzip copies of every text file and of the .wasm, served by the API server as the browser
    // accepts them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|wasm)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
    compressServiceWorker(),
  ],
  server: {
    // `/dev` passes on the browser's address, so the SMS outbox still answers only the server's own computer
    // when the dev server is reached from the network (`--host`).
    proxy: { '/api': apiServer, '/auth': apiServer, '/dev': { target: apiServer, xfwd: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // The polyfill only helps browsers without `modulepreload` (Safari before 17) preload a later page's
      // chunks; every other first screen would download it for nothing.
      polyfill: false,
      // What index.html loads is there before any page or dialog is imported: their lists leave it out.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => !alwaysLoaded.some((name) => dep.startsWith(`assets/${name}-`))),
    },
    rolldownOptions: {
      output: {
        // The worker-shell chunk lists every chunk a page or dialog may load, to preload them: the chunks they
        // share are named by their hash alone there, and every hash has the 7 characters Rolldown requires for
        // this many chunks rather than 8. Pages, dialogs, the entry and the two groups keep their names.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || alwaysLoaded.includes(chunk.name)
            ? 'assets/[name]-[hash:7].js'
            : 'assets/[hash:7].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Every first screen needs React, the router and the query client: one file compresses better
          // than the dozen small chunks the splitter would otherwise make of them.
          groups: [
            { name: 'framework', test: frameworkModules },
            { name: 'worker-shell', test: inWorkerShell },
          ],
        },
      },
    },
  },
})
