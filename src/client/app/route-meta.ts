import type { Role } from '#contract/auth/roles.ts'
import type { IconName } from '../ui/icons.tsx'

/** Which navigation count a route's badge shows (worker routes only). */
export type CountGetter = 'availableOrders' | 'currentOrders' | 'confirmations' | 'receiptDue'

/** Spec section 2: each route carries title, icon, apiName, countGetter, isMobile and allowedFor. */
export type RouteMeta = {
  name: string
  path: string
  title: string
  icon?: IconName
  apiName?: string
  countGetter?: CountGetter
  isMobile?: boolean
  /** The user must hold every listed role. */
  allowedFor?: readonly Role[]
  isPublic?: boolean
  inNavigation?: boolean
}

const staff = ['EMPLOYEE'] as const
const admin = ['EMPLOYEE', 'ADMIN'] as const

export const routeMeta = {
  home: {
    name: 'home',
    path: '/',
    title: 'Текущие заявки',
    icon: 'orders',
    allowedFor: staff,
    inNavigation: true,
  },
  history: {
    name: 'history',
    path: '/history',
    title: 'История заявок',
    icon: 'history',
    allowedFor: staff,
    inNavigation: true,
  },
  planner: {
    name: 'planner',
    path: '/planner',
    title: 'Планировщик',
    icon: 'planner',
    allowedFor: staff,
    inNavigation: true,
  },
  unconfirmed: {
    name: 'unconfirmed',
    path: '/unconfirmed',
    title: 'Новые люди',
    icon: 'newPeople',
    allowedFor: staff,
    inNavigation: true,
  },
  confirmed: {
    name: 'confirmed',
    path: '/confirmed',
    title: 'Люди',
    icon: 'people',
    allowedFor: staff,
    inNavigation: true,
  },
  accounts: {
    name: 'accounts',
    path: '/accounts',
    title: 'Счета',
    icon: 'accounts',
    allowedFor: admin,
    inNavigation: true,
  },
  dictionaries: {
    name: 'dictionaries',
    path: '/dictionaries',
    title: 'Справочники',
    icon: 'dictionaries',
    allowedFor: admin,
    inNavigation: true,
  },
  analytics: {
    name: 'analytics',
    path: '/analytics',
    title: 'Аналитика',
    icon: 'analytics',
    allowedFor: staff,
    inNavigation: true,
  },
  appeals: {
    name: 'appeals',
    path: '/appeals',
    title: 'Обжалования',
    icon: 'appeals',
    allowedFor: staff,
    inNavigation: true,
  },
  administration: {
    name: 'administration',
    path: '/administration',
    title: 'Общие настройки',
    icon: 'settings',
    allowedFor: admin,
    inNavigation: true,
  },
  orders: {
    name: 'orders',
    path: '/orders',
    title: 'Заказы',
    icon: 'workerOrders',
    apiName: 'SE_ORDERS',
    countGetter: 'availableOrders',
    isMobile: true,
    inNavigation: true,
  },
  myCurrent: {
    name: 'my-current',
    path: '/my-current',
    title: 'Мои текущие заказы',
    icon: 'current',
    apiName: 'SE_ORDER_RESPONSES',
    countGetter: 'currentOrders',
    isMobile: true,
    inNavigation: true,
  },
  confirmations: {
    name: 'confirmations',
    path: '/confirmations',
    title: 'Акты',
    icon: 'acts',
    countGetter: 'confirmations',
    isMobile: true,
    inNavigation: true,
  },
  myHistory: {
    name: 'my-history',
    path: '/my-history',
    title: 'Мои подработки',
    icon: 'workerHistory',
    isMobile: true,
    inNavigation: true,
  },
  receipts: {
    name: 'receipts',
    path: '/receipts',
    title: 'Чеки',
    icon: 'receipts',
    countGetter: 'receiptDue',
    isMobile: true,
    inNavigation: true,
  },
  profile: { name: 'profile', path: '/profile', title: 'Профиль', icon: 'profile' },
  // Linked from the worker's profile, beside the rating (decision 110); not a section of the menu.
  rating: { name: 'rating', path: '/rating', title: 'Как считается рейтинг', isMobile: true },
  selfEmployedProfile: {
    name: 'self-employed-profile',
    path: '/self-employed-profile/$id',
    title: 'Профиль исполнителя',
    allowedFor: staff,
  },
  shopCode: {
    name: 'shop-code',
    path: '/shop-code/$shopId',
    title: 'Код магазина для отметок',
    isPublic: true,
  },
  playground: { name: 'playground', path: '/playground', title: 'Компоненты', icon: 'playground' },
  login: { name: 'login', path: '/login', title: 'Вход', isPublic: true },
  register: { name: 'register', path: '/register', title: 'Регистрация', isPublic: true },
  throwAuth: {
    name: 'throw-auth',
    path: '/throw-auth',
    title: 'Вход из приложения партнёра',
    isPublic: true,
  },
} as const satisfies Record<string, RouteMeta>

export type RouteKey = keyof typeof routeMeta
export const routeList: readonly RouteMeta[] = Object.values(routeMeta)
