import { existsSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import '#contract/common/zod-locale.ts'
import { productVersion } from '#contract/common/version.ts'
import { systemClock, type Clock } from './kernel/clock.ts'
import { crashPointsFor } from './crash-points.ts'
import { openChangeFeed } from './db/changes.ts'
import type { DatabaseHandle } from './db/client.ts'
import { devHelpers } from './demo-mode.ts'
import type { Env } from './env.ts'
import { actRoutes } from './features/acts/acts.routes.ts'
import { createActsService } from './features/acts/acts.service.ts'
import { checkInRoutes } from './features/check-in/check-in.routes.ts'
import { createCheckInService } from './features/check-in/check-in.service.ts'
import { createShopScreenService } from './features/check-in/shop-screen.service.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { partnerRoutes } from './features/auth/partner.routes.ts'
import { createCodeChallenges } from './features/auth/code-challenges.ts'
import { createPartnerLinksService } from './features/auth/partner-links.service.ts'
import { createSessionService } from './features/auth/sessions.service.ts'
import { createSignInService } from './features/auth/sign-in.service.ts'
import { createSmsCodeService } from './features/auth/sms-codes.service.ts'
import { createTokenService } from './features/auth/tokens.ts'
import { dictionaryRoutes } from './features/dictionaries/dictionaries.routes.ts'
import { dictionaryChangeRoutes } from './features/dictionaries/dictionary-changes.routes.ts'
import { createDictionaryChangesService } from './features/dictionaries/dictionary-changes.service.ts'
import { createDictionaryListsService } from './features/dictionaries/dictionary-lists.service.ts'
import { createDownloadsService } from './features/files/downloads.service.ts'
import { fileRoutes } from './features/files/files.routes.ts'
import { createFilesService } from './shared/files/files.service.ts'
import { createOrderListsService } from './features/orders/order-lists.service.ts'
import { createOrdersService } from './features/orders/orders.service.ts'
import { responseRoutes } from './features/orders/responses.routes.ts'
import { createResponsesService } from './features/orders/responses.service.ts'
import { workerOrderRoutes } from './features/orders/worker-orders.routes.ts'
import { createWorkerOrdersService } from './features/orders/worker-orders.service.ts'
import { poolRoutes } from './features/pool/pool.routes.ts'
import { createPoolService } from './features/pool/pool.service.ts'
import { createExclusionService } from './features/pool/auto-accept-exclusion.service.ts'
import { receiptRoutes } from './features/receipts/receipts.routes.ts'
import { createReceiptCareService } from './features/receipts/receipt-care.service.ts'
import { createReceiptsService } from './features/receipts/receipts.service.ts'
import { createMyEarnings } from './features/payments/my-earnings.ts'
import { paymentRoutes } from './features/payments/payments.routes.ts'
import { createPaymentsService } from './features/payments/payments.service.ts'
import { settingsRoutes } from './features/settings/settings.routes.ts'
import { createSettingsCache } from './kernel/settings-cache.ts'
import { readSettings } from './kernel/settings.repository.ts'
import { createSettingsService } from './features/settings/settings.service.ts'
import { countSmsSentSince } from './features/auth/auth.repository.ts'
import { employeeRoutes } from './features/employees/employees.routes.ts'
import { createEmployeesService } from './features/employees/employees.service.ts'
import { journalRoutes } from './features/journal/journals.routes.ts'
import { createJournalsService } from './features/journal/journals.service.ts'
import { navigationRoutes } from './features/navigation/navigation.routes.ts'
import { createNavigationService } from './features/navigation/navigation.service.ts'
import { registerFairPlatform } from './fair-platform.ts'
import { registerShiftFilling } from './shift-filling.ts'
import { staffRoutes } from './features/staff/staff.routes.ts'
import { createStaffService } from './features/staff/staff.service.ts'
import { devSessionRoutes, smsOutboxRoutes } from './features/system/dev.routes.ts'
import { signingSecret } from './features/system/signing-secret.ts'
import { addressRoutes } from './features/workers/addresses.routes.ts'
import { createRegistrationService } from './features/workers/registration.service.ts'
import { createProfileService } from './features/workers/profile.service.ts'
import { peopleRoutes } from './features/people/people.routes.ts'
import { createPeopleService } from './features/people/people.service.ts'
import { workerDeletionRoutes } from './features/people/worker-deletion.routes.ts'
import { createWorkerDeletionService } from './features/people/worker-deletion.service.ts'
import { createNpdStatus } from './shared/npd/npd-status.ts'
import { npdCheckerFor } from './ports/npd/from-env.ts'
import { workerRoutes } from './features/workers/workers.routes.ts'
import { pushRoutes } from './features/notifications/push.routes.ts'
import { createPushService } from './features/notifications/push.service.ts'
import { calendarRoutes } from './features/calendar/calendar.routes.ts'
import { createCalendarService } from './features/calendar/calendar.service.ts'
import { vapidKeys } from './features/system/vapid-keys.ts'
import { createApiKeysService } from './features/api-keys/api-keys.service.ts'
import { registerChainSystems } from './chain-systems.ts'
import { registerPayouts } from './money-out.ts'
import { registerOperations } from './operations.ts'
import { registerAccess } from './http/access.ts'
import { registerRateLimits } from './http/rate-limits.ts'
import type { Bank } from './ports/bank/bank.ts'
import type { PayoutProvider } from './ports/payout-provider/payout-provider.ts'
import { payoutProviderFor } from './ports/payout-provider/from-env.ts'
import { queueConfirmedActPayout } from './features/payouts/queue-payout.ts'
import { bankFor } from './ports/bank/from-env.ts'
import type { TaxReceipts } from './ports/tax-receipts/tax-receipts.ts'
import { taxReceiptsFor } from './ports/tax-receipts/from-env.ts'
import { multipartLimits } from './http/body-limits.ts'
import { createFastifyFrame } from './http/fastify-frame.ts'
import { builtMapTilesUrl, registerSecurityHeaders, securityHeadersFor } from './http/security.ts'
import { registerCompression } from './http/compression.ts'
import { registerClientFiles } from './http/client-files.ts'
import { registerOpenApi } from './http/openapi.ts'
import { cachedAddresses } from './ports/addresses/cached-addresses.ts'
import { addressSuggesterFor } from './ports/addresses/from-env.ts'
import { localPushServiceAllowed } from './ports/push/push-addresses.ts'
import type { SmsOutbox, SmsSender } from './ports/sms/sms-sender.ts'
import type { FileStorage } from './ports/storage/file-storage.ts'
import { watchedStorage } from './ports/storage/watched-storage.ts'

export type AppDeps = {
  database: DatabaseHandle
  env: Env
  sms: SmsSender & Partial<SmsOutbox>
  storage: FileStorage
  clock?: Clock
  distDir?: string
  /** Where the log goes instead of stdout (tests read it to prove what is never written). */
  logStream?: NodeJS.WritableStream
  /** The bank; by default the adapter the environment names (the same one the scheduler asks). */
  bank?: Bank
  /** «Мой налог»'s receipts; by default the adapter the environment names (the same one the scheduler asks). */
  taxReceipts?: TaxReceipts
  /** The payout provider; by default the adapter the environment names (the same one the scheduler asks). */
  payoutProvider?: PayoutProvider
}

/**
 * Wires the services once and registers every route on an open database. What needs the database's answers (the
 * change feed's connection, the signing secret, the VAPID keys) is asked for first and awaited last, so that those
 * statements run while the routes are registered.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps
  const db = deps.database.db
  const clock = deps.clock ?? systemClock
  const { app, metrics } = createFastifyFrame(env, deps.logStream)

  // Caches of sessions and settings forget what any instance changes (decision 024).
  const changes = openChangeFeed(deps.database, (message) => app.log.warn(message))
  app.addHook('onClose', () => changes.close())
  const settings = createSettingsCache({ read: () => readSettings(db), changes })
  const secret = signingSecret(env, db)
  const vapid = vapidKeys(env, db)
  const answered = Promise.all([changes.connected, secret, vapid])
  // Awaited once the routes are registered; a failure must not end the process as unhandled meanwhile.
  answered.catch(() => {})

  const tokens = createTokenService({ secret, accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS, clock })
  const sessions = createSessionService({
    db,
    tokens,
    clock,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    changes,
  })
  const codeChallenges = createCodeChallenges({
    db,
    secret,
    clock,
    freePerDay: env.CODE_REQUESTS_FREE_PER_DAY,
  })
  const smsCodes = createSmsCodeService({
    db,
    sms: deps.sms,
    secret,
    clock,
    settings,
    challenges: codeChallenges,
    onDeliveryFailure: (error) => app.log.error({ err: error }, 'SMS gateway did not take a sign-in code'),
  })
  const signIn = createSignInService({ db, smsCodes, sessions, tokens })
  const registration = createRegistrationService({
    db,
    verifyRegistration: (token) => tokens.verifyRegistration(token),
    startSession: (executor, user) => sessions.start(executor, user),
    clock,
  })
  const navigation = createNavigationService({ db, clock })
  const storage = watchedStorage(deps.storage)
  const files = createFilesService({
    storage,
    secret,
    clock,
    onOrphan: (storageKey, error) =>
      app.log.warn({ err: error, storageKey }, 'a stored file whose row was not kept is left in the storage'),
  })
  const npd = createNpdStatus({ db, clock, checker: npdCheckerFor(env) })
  const orders = createOrdersService({ db, clock, npd })
  const orderLists = createOrderListsService({ db, clock, settings })
  const responses = createResponsesService({ db, clock, orders })
  const acts = createActsService({ db, clock, files, onConfirmed: queueConfirmedActPayout })
  const workerOrders = createWorkerOrdersService({ db, clock, settings })
  const receipts = createReceiptsService({
    db,
    clock,
    files,
    taxReceipts: deps.taxReceipts ?? taxReceiptsFor(env, db),
  })
  const profiles = createProfileService({ db, clock })
  const bank = deps.bank ?? bankFor(env, clock, db)
  const payoutProvider = deps.payoutProvider ?? payoutProviderFor(env, clock, db).provider
  const people = createPeopleService({ db, clock, npd, files, bank })
  const payments = createPaymentsService({
    db,
    clock,
    bank,
    files,
    retryAfterMs: env.BANK_RETRY_AFTER_SECONDS * 1000,
    crashPoint: crashPointsFor(env),
    npd,
  })

  const authenticate = (token: string) => sessions.authenticate(token)
  const apiKeys = createApiKeysService({ db, clock })
  registerAccess(app, authenticate, (key, ip) => apiKeys.authenticate(key, ip))
  await registerRateLimits(app, { db, clock, authenticate })
  registerSecurityHeaders(app, securityHeadersFor(builtMapTilesUrl(deps.distDir)))
  await registerCompression(app)
  await app.register(multipart, { limits: multipartLimits })
  await registerOpenApi(app, productVersion)

  await registerOperations(app, { database: deps.database, storage: storage.health, metrics, env, clock })
  await app.register(authRoutes({ signIn, sessions, registration, codeChallenges }))
  await app.register(
    partnerRoutes({
      partnerApiKey: env.PARTNER_API_KEY,
      partnerLinks: createPartnerLinksService({ db, sessions, clock }),
    }),
  )
  await app.register(dictionaryRoutes({ lists: createDictionaryListsService({ db }) }))
  await app.register(
    dictionaryChangeRoutes({ changes: createDictionaryChangesService({ db, clock, files }) }),
  )
  await app.register(staffRoutes({ staff: createStaffService({ db, clock }) }))
  await app.register(workerRoutes({ profiles }))
  await app.register(peopleRoutes({ people }))
  const deletion = createWorkerDeletionService({ db, clock })
  await app.register(workerDeletionRoutes({ deletion }))
  await registerFairPlatform(app, { db, clock, deletion, people, files })
  await app.register(
    settingsRoutes({
      settings: createSettingsService({
        db,
        clock,
        cache: settings,
        countSmsSentSince: (since) => countSmsSentSince(db, since),
      }),
    }),
  )
  await app.register(employeeRoutes({ employees: createEmployeesService({ db, clock }) }))
  await app.register(journalRoutes({ journals: createJournalsService({ db }) }))
  await app.register(addressRoutes({ addresses: cachedAddresses(addressSuggesterFor(env), clock) }))
  await app.register(navigationRoutes({ navigation }))
  await registerShiftFilling(app, { db, clock, npd, orders, lists: orderLists, issueAct: acts.generate })
  await app.register(responseRoutes({ responses }))
  await app.register(actRoutes({ acts }))
  await app.register(workerOrderRoutes({ workerOrders }))
  const pool = createPoolService({ db, clock })
  await app.register(poolRoutes({ pool, exclusions: createExclusionService({ db, clock, pool }) }))
  await app.register(
    checkInRoutes({
      checkIn: createCheckInService({ db, clock }),
      shopScreen: createShopScreenService({ db, clock }),
    }),
  )
  await app.register(receiptRoutes({ receipts, care: createReceiptCareService({ db, clock }) }))
  await app.register(
    pushRoutes({
      push: createPushService({
        db,
        clock,
        publicKey: async () => (await vapid).publicKey,
        allowLocalPushService: localPushServiceAllowed(env),
      }),
    }),
  )
  await app.register(calendarRoutes({ calendar: createCalendarService({ db, clock, secret }) }))
  await app.register(paymentRoutes({ payments, earnings: createMyEarnings({ db, clock }) }))
  await registerChainSystems(app, { db, clock, env, apiKeys, issueAct: acts.generate })
  await registerPayouts(app, { db, clock, env, provider: payoutProvider, npd })
  await app.register(
    fileRoutes({
      downloads: createDownloadsService({ db, files, authenticate: (token) => sessions.authenticate(token) }),
    }),
  )
  const helpers = devHelpers(env)
  if (helpers.smsOutbox && deps.sms.latest)
    await app.register(smsOutboxRoutes({ outbox: { latest: deps.sms.latest } }))
  if (helpers.codeFreeSessions) await app.register(devSessionRoutes({ signIn }))
  if (env.SERVE_CLIENT && deps.distDir && existsSync(deps.distDir)) {
    await registerClientFiles(app, deps.distDir)
  }
  try {
    await answered
  } catch (error) {
    // Its change feed would otherwise keep trying to connect.
    await app.close()
    throw error
  }
  return app
}
