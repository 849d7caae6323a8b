/** Renders the app icons (public/icons) from one SVG with the system Chromium; run again after changing it. */
import { chromium } from '@playwright/test'

const mark = (size: number, padding: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${padding ? 0 : 14}" fill="#15803d"/>
  <g transform="translate(${padding} ${padding}) scale(${(64 - 2 * padding) / 64})">
    <path d="M20 34l8 8 16-18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const page = await browser.newPage()
for (const [file, size, padding] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['icon-maskable-512.png', 512, 10],
] as const) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(`<body style="margin:0">${mark(size, padding)}</body>`)
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true })
}
await browser.close()
