import { ArrowPathIcon, Bars3Icon, UserCircleIcon } from '@heroicons/react/24/outline'
import { productVersion } from '#contract/common/version.ts'
import { CardSkeletons } from '../../ui/card-skeletons.tsx'
import { LogoMark, logoClass } from '../../ui/logo-mark.tsx'
import { layoutClass } from '../layout/layout-classes.ts'
import { NoScriptNote } from './no-script-note.tsx'

const bar = 'rounded bg-gray-200'
const navigationRows = 5

/**
 * The signed-in layout before it knows who is signed in: the top bar, the drawer (from 640 px) and a page that
 * is loading, laid out as the worker's «Заказы» renders while its list loads. index.html paints it before the
 * bundle arrives, and the app shows it again while the current user loads after signing in. Buttons are drawn,
 * not live: nothing here can be pressed before the app runs. The refresh and profile buttons show on phones only,
 * where the worker sees them; staff's desktop top bar gets its profile button from the app.
 */
export function SignedInFrame() {
  const button = `${layoutClass.topBarButton} sm:hidden`
  return (
    <div className={layoutClass.page} data-app-frame="">
      <header className={layoutClass.topBar}>
        <span className={button}>
          <Bars3Icon className={layoutClass.topBarIcon} aria-hidden />
        </span>
        <span className={logoClass}>
          <LogoMark />
        </span>
        <div className="flex-1" />
        <span className={button}>
          <ArrowPathIcon className={layoutClass.topBarIcon} aria-hidden />
        </span>
        <span className={button}>
          <UserCircleIcon className={layoutClass.topBarIcon} aria-hidden />
        </span>
      </header>
      <aside className={layoutClass.drawer}>
        <NavigationSkeleton />
        <p className={layoutClass.version}>Версия {productVersion}</p>
      </aside>
      <main className={layoutClass.main}>
        <NoScriptNote />
        <div aria-hidden className="flex h-7 items-center noscript:hidden sm:h-8">
          <div className={`h-5 w-28 ${bar}`} />
        </div>
        <div aria-hidden className="noscript:hidden sm:hidden">
          <div className="flex h-5 items-center">
            <div className={`h-3 w-full ${bar}`} />
          </div>
          <div className="flex h-5 items-center">
            <div className={`h-3 w-2/5 ${bar}`} />
          </div>
        </div>
        <div className="noscript:hidden">
          <CardSkeletons count={3} />
        </div>
      </main>
    </div>
  )
}

/** The navigation's rows before its entries are drawn: in the frame, and while the app loads them. */
export function NavigationSkeleton() {
  return (
    <div aria-hidden className="flex flex-1 flex-col gap-1 p-3">
      {Array.from({ length: navigationRows }, (_, index) => (
        <div key={index} className="flex min-h-11 items-center gap-3 px-3">
          <div className={`size-5 ${bar}`} />
          <div className={`h-3 w-36 ${bar}`} />
        </div>
      ))}
    </div>
  )
}
