import { javaScriptNeeded } from './frame-texts.ts'

/** The frame's line for a browser without JavaScript; a browser that runs the app never shows it. */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="rounded-xl bg-white p-4 text-sm text-gray-900 ring-1 ring-gray-200">{javaScriptNeeded}</p>
    </noscript>
  )
}
