import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { ArrowPathIcon, Bars3Icon, UserCircleIcon } from '@heroicons/react/24/outline'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import { productVersion } from '#contract/common/version.ts'
import { navigationEntries, showsLogout } from '../access-rules.ts'
import { useNavigationBadges } from '../navigation-badges.ts'
import { BadgeMark } from '../../ui/badge-mark.tsx'
import { useSession, type CurrentUser } from '../../shared/current-user.ts'
import { useAfterFirstScreen } from '../../lib/when-idle.ts'
import { Logo } from '../../ui/logo.tsx'
import { InstallPrompt } from '../../pwa/install-prompt.tsx'
import { OfflineNotice } from '../../pwa/offline-notice.tsx'
import { NavigationSkeleton } from '../frame/signed-in-frame.tsx'
import { layoutClass } from './layout-classes.ts'
import { useWideScreen } from './use-wide-screen.ts'

// The entries, their icons and the menu drawer load where they are drawn (see app-navigation.tsx).
const loadNavigation = () => import('./app-navigation.tsx')
const NavigationPanel = lazy(() => loadNavigation().then((module) => ({ default: module.NavigationPanel })))
const MenuDrawer = lazy(() => loadNavigation().then((module) => ({ default: module.MenuDrawer })))
// A worker who is blocked or not yet confirmed sees a notice above the pages; a working one, their restrictions.
const WorkerNotices = lazy(() =>
  import('./worker-notices.tsx').then((module) => ({ default: module.WorkerNotices })),
)

/**
 * One responsive layout: below 640 px a top bar with a menu button and a temporary drawer (the worker's
 * phone layout); from 640 px a fixed 300 px drawer beside the page (the staff desktop layout).
 */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const session = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  // The drawer is mounted from its first opening on, so that it can close (and give focus back) as before.
  const [menuWanted, setMenuWanted] = useState(false)
  const wide = useWideScreen()
  const selfEmployed = isSelfEmployedUser(user.roles)
  const blocked = user.roles.includes('BLOCKED_SELF_EMPLOYED')
  const entries = navigationEntries(user)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // The badges come after the page: its first screen does not wait for them. On every route change they are asked
  // for once; a load already under way (the first one) is joined rather than started again.
  const firstScreenDrawn = useAfterFirstScreen()
  const countsWanted = firstScreenDrawn && selfEmployed
  // A blocked or not-yet-confirmed worker's notice is their first screen; a working worker's restrictions (rare)
  // come after it, so their records and calls are no part of the first screen's download.
  const noticeFirst = blocked || user.roles.includes('NOT_CONFIRMED_SELF_EMPLOYED')
  const { counts, badges } = useNavigationBadges(user.id, countsWanted)
  const { refetch } = counts
  useEffect(() => {
    if (countsWanted) void refetch({ cancelRefetch: false })
  }, [pathname, countsWanted, refetch])

  const navigation = {
    entries,
    counts: counts.data,
    showLogout: showsLogout(user, session.isRedirectedFromExternalApp()),
  }
  const totalBadge = badges.total

  return (
    <div className={layoutClass.page}>
      <header className={layoutClass.topBar}>
        <button
          type="button"
          onClick={() => {
            setMenuWanted(true)
            setMenuOpen(true)
          }}
          // A finger or pointer on the button, or focus, starts loading the menu before it is pressed.
          onPointerEnter={() => void loadNavigation()}
          onFocus={() => void loadNavigation()}
          // The badge's number is visible text: the name must contain it (WCAG 2.5.3, label in name).
          aria-label={totalBadge > 0 ? `Открыть меню, новое: ${totalBadge}` : 'Открыть меню'}
          className={`relative ${layoutClass.topBarButton} hover:bg-gray-100 sm:hidden`}
        >
          <Bars3Icon className={layoutClass.topBarIcon} aria-hidden />
          {totalBadge > 0 && (
            <span className="absolute right-0.5 top-0.5">
              <BadgeMark badge={{ kind: 'number', value: totalBadge }} label="Новое" />
            </span>
          )}
        </button>
        <Logo to={selfEmployed ? '/orders' : '/'} />
        <div className="flex-1" />
        {selfEmployed && (
          <button
            type="button"
            onClick={() => void counts.refetch()}
            aria-label="Обновить счётчики"
            className={`${layoutClass.topBarButton} hover:bg-gray-100`}
          >
            <ArrowPathIcon
              className={`${layoutClass.topBarIcon} ${counts.isFetching ? 'animate-spin' : ''}`}
              aria-hidden
            />
          </button>
        )}
        {!blocked && (
          <Link
            to="/profile"
            aria-label="Профиль"
            className={`flex items-center gap-2 ${layoutClass.topBarButton} hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700`}
          >
            <UserCircleIcon className={layoutClass.topBarIcon} aria-hidden />
            <span className="hidden max-w-56 truncate text-sm font-medium sm:inline">{user.fullName}</span>
          </Link>
        )}
      </header>

      <aside className={layoutClass.drawer}>
        <div className="flex-1 overflow-y-auto">
          {wide && (
            <Suspense fallback={<NavigationSkeleton />}>
              <NavigationPanel {...navigation} />
            </Suspense>
          )}
        </div>
        <p className={layoutClass.version}>Версия {productVersion}</p>
      </aside>

      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} {...navigation} />
        </Suspense>
      )}

      <main className={layoutClass.main}>
        {selfEmployed && (
          <>
            <OfflineNotice />
            {(noticeFirst || firstScreenDrawn) && (
              <Suspense fallback={null}>
                <WorkerNotices roles={user.roles} />
              </Suspense>
            )}
          </>
        )}
        {children}
        {/* Below the page: the browser's offer may come after the page has rendered, and must not push it down. */}
        {selfEmployed && <InstallPrompt />}
      </main>
    </div>
  )
}
