/**
 * A rate limit on a public or guessable route (decision 067): at most `max` requests of one caller in a window of
 * `windowMs` from the caller's first, then a Russian 429 until the window ends.
 */
export type RequestLimit = {
  /** Starts every key of the limit's counters: no two limits share a counter. */
  name: string
  max: number
  windowMs: number
  /** Whom it counts: the client's address (an IPv6 one by its /64 network), a signed-in person, their session. */
  per: 'client-address' | 'person' | 'session'
  /**
   * Where: in PostgreSQL, for every instance together, where each request may cost money (a paid look-up); in
   * the instance's memory where a few times the limit, behind a few instances, harms nobody.
   */
  counted: 'across-instances' | 'per-instance'
}

const minute = 60_000
const hour = 60 * minute

/** Every rate limit of the API, with why its number is what it is. */
export const requestLimits = {
  /**
   * A person finds an address in 5–15 suggestions (3 characters, then a pause of 500 ms); 200 an hour lets a dozen
   * people behind one router or carrier's address register in the same hour, and holds one address to 4 800 paid
   * look-ups a day, where one client made 13 343 in 20 s.
   */
  addressSuggestionsPerAddress: {
    name: 'address-suggestions-by-address',
    max: 200,
    windowMs: hour,
    per: 'client-address',
    counted: 'across-instances',
  },
  /** One person filling in or correcting their addresses: 60 an hour is four addresses found the slow way. */
  addressSuggestionsPerSession: {
    name: 'address-suggestions-by-session',
    max: 60,
    windowMs: hour,
    per: 'session',
    counted: 'across-instances',
  },
  /**
   * A worker links one receipt per order, a few orders a day, and may mistype a link or two; each look-up asks «Мой
   * налог» from the server's address, which the service may cut off for all of us.
   */
  taxReceiptLookupsPerPerson: {
    name: 'tax-receipt-lookups',
    max: 20,
    windowMs: hour,
    per: 'person',
    counted: 'across-instances',
  },
  /** A partner's server asks a link for each of its users who opens our app: two a second at its busiest. */
  partnerLinksPerAddress: {
    name: 'partner-links',
    max: 120,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /**
   * A browser opens one partner link per sign-in, asking whose it is first where someone is signed in (two calls,
   * one counter); 30 a minute is an office's staff behind one address.
   */
  partnerLinkExchangesPerAddress: {
    name: 'partner-link-exchanges',
    max: 30,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /**
   * A challenge is asked only past a block's free codes of the day, once per code request: 30 a minute is far more
   * than people registering behind one address, and each challenge costs the server an HMAC.
   */
  codeChallengesPerAddress: {
    name: 'code-challenges',
    max: 30,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /** Staff open acts and receipts one after another while checking a registry: two a second. */
  downloadsPerAddress: {
    name: 'downloads',
    max: 120,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /**
   * Calendar services (Google, Yandex) fetch many people's feeds from a few addresses, each a few times an hour:
   * two a second leaves them room for thousands of subscribers.
   */
  calendarFeedsPerAddress: {
    name: 'calendar-feeds',
    max: 120,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /**
   * A shop's screen asks its codes once a minute and on each reload; 60 a minute is a shopping centre's screens
   * behind one address, while guessing a 256-bit screen token stays hopeless either way.
   */
  shopScreensPerAddress: {
    name: 'shop-screens',
    max: 60,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /** A load balancer asks every few seconds; 60 a minute is a few of them, each check asks the database and storage. */
  readinessPerAddress: {
    name: 'readiness',
    max: 60,
    windowMs: minute,
    per: 'client-address',
    counted: 'per-instance',
  },
  /** A person's devices subscribe once each, and again when a browser renews its subscription. */
  pushSubscriptionsPerPerson: {
    name: 'push-subscriptions',
    max: 10,
    windowMs: minute,
    per: 'person',
    counted: 'per-instance',
  },
} as const satisfies Record<string, RequestLimit>
