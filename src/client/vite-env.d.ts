/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_BANK_SITE_URL?: string
  readonly VITE_MAP_TILES_URL?: string
  readonly VITE_MAP_TILES_ATTRIBUTION?: string
}
