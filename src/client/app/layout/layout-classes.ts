/**
 * The signed-in layout's boxes, shared by the layout and the frame that index.html paints before the app runs
 * (`app/frame/`), so the app takes the frame's place without anything moving.
 */
export const layoutClass = {
  page: 'min-h-dvh bg-gray-50',
  topBar:
    'sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:h-16 sm:px-4',
  topBarButton: 'rounded-lg p-2.5 text-gray-700',
  topBarIcon: 'size-6',
  drawer: 'fixed bottom-0 left-0 top-16 hidden w-drawer flex-col border-r border-gray-200 bg-white sm:flex',
  version: 'border-t border-gray-100 px-6 py-3 text-xs text-gray-400',
  main: 'space-y-4 p-4 sm:ml-drawer sm:p-6',
}
