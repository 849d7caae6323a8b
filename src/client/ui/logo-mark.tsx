/** The app's mark and name; also drawn in the page's frame before the app runs, where there is no router. */
export function LogoMark() {
  return (
    <>
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">Смены</span>
    </>
  )
}

export const logoClass = 'flex items-center gap-2 rounded-md font-bold text-gray-900'
