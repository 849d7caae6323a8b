/**
 * index.html preloads the app's stylesheet instead of linking it, so that the page's frame paints without
 * waiting for it (scripts/first-paint.ts). The app applies it before its first render and so never shows
 * unstyled; a stylesheet that fails to load does not keep the app from starting.
 */
export function applyPreloadedStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
          link.rel = 'stylesheet'
        }),
    ),
  ).then(() => undefined)
}
