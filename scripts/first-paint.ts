import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin, Rolldown } from 'vite'
import { SignInFrame } from '../src/client/app/frame/sign-in-frame.tsx'
import { SignedInFrame } from '../src/client/app/frame/signed-in-frame.tsx'

/** Where index.html takes the frame (inside `#root`) and the frame's classes (its inline Tailwind style). */
const frameSlot = '<!--app-frame-->'
const classesSlot = '__APP_FRAME_CLASSES__'

/**
 * Pages with a frame of their own: the server and the service worker answer `/login` with `login.html`. Its
 * route's chunks are preloaded there too, so they download with the entry instead of after it has run.
 */
const framedPages = [{ file: 'login.html', frame: SignInFrame, route: 'src/client/routes/login.tsx' }]

/** React's server renderer puts a preload before each image; the frame's one image is the logo, loaded at once. */
const render = (frame: ComponentType) =>
  renderToStaticMarkup(createElement(frame)).replace(/<link rel="preload" as="image"[^>]*>/g, '')
const signedIn = render(SignedInFrame)
const pages = framedPages.map((page) => ({ ...page, html: render(page.frame) }))
const frames = [signedIn, ...pages.map((page) => page.html)]
const frameClasses = [
  ...new Set(
    frames.flatMap((html) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' '))),
  ),
].join(' ')

/** The app's stylesheet, as Vite links it: it would hold the first paint until it has downloaded. */
const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g

function routeChunks(bundle: Rolldown.OutputBundle, route: string, html: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const start = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => id.includes(`${route}?tsr-split=component`)),
  )
  if (!start) throw new Error(`first-paint: no chunk holds ${route}`)
  const found = new Set<string>()
  const visit = (fileName: string) => {
    if (found.has(fileName) || html.includes(`/${fileName}"`)) return
    found.add(fileName)
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit)
  }
  visit(start.fileName)
  return [...found]
}

/**
 * A first paint without the JavaScript: index.html carries the signed-in layout's frame (top bar, drawer, a
 * loading page) and login.html the sign-in card, both rendered from the app's own components at build time,
 * with the Tailwind rules they use inline. The app's stylesheet becomes a preload that main.tsx applies before
 * the first render, so nothing but the inline style stands between the page and its first paint. index.html's
 * `<link rel="expect" href="#frame-end" blocking="render">` holds that paint until the browser has read the
 * element after the frame (Chromium lets it go at the element's start tag, so `#root` itself would not do): a
 * page arriving in parts on a slow network, or read in parts by a busy phone, would otherwise show a piece of
 * the frame (the logo alone, centred) and then move it.
 */
export function firstPaint(): Plugin[] {
  return [
    {
      // Before Vite compiles index.html's inline style with Tailwind: the frames' classes are what it generates.
      name: 'first-paint:frame-classes',
      transformIndexHtml: { order: 'pre', handler: (html) => html.replace(classesSlot, frameClasses) },
    },
    {
      name: 'first-paint:serve-frame',
      apply: 'serve',
      transformIndexHtml: (html) => html.replace(frameSlot, signedIn),
    },
    {
      name: 'first-paint:frames',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(frameSlot))
          throw new Error(`first-paint: index.html has no ${frameSlot}`)
        const template = index.source.replace(
          stylesheetLink,
          '<link rel="preload" as="style" crossorigin href="$1">',
        )
        index.source = template.replace(frameSlot, signedIn)
        for (const { file, html, route } of pages) {
          const preloads = routeChunks(bundle, route, template)
            .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
            .join('\n    ')
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: template.replace(frameSlot, html).replace('</head>', `  ${preloads}\n  </head>`),
          })
        }
      },
    },
  ]
}
