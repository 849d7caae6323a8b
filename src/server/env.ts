import '#contract/common/zod-locale.ts'
import { z } from 'zod'
import { codeChallenge } from '#contract/auth/code-challenge.ts'
import { fleetSettings } from './env-fleet.ts'

/** Earlier versions signed every demo's tokens with this; it is refused, never used. */
const publishedDevelopmentSecret = 'development-only-secret-not-for-production-use'

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Unset: this computer only, except in production (see demo-mode.ts); set, the server is on the network. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    ...fleetSettings,
    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    SMS_ADAPTER: z.enum(['dev', 'http']).default('dev'),
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    PARTNER_API_KEY: z.string().min(24).optional(),
    ADDRESS_ADAPTER: z.enum(['builtin', 'dadata']).default('builtin'),
    DADATA_URL: z
      .string()
      .url()
      .default('https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address'),
    DADATA_TOKEN: z.string().min(1).optional(),
    NPD_ADAPTER: z.enum(['offline', 'fns']).default('offline'),
    NPD_URL: z.string().url().default('https://statusnpd.nalog.ru/api/v1/tracker/taxpayer_status'),
    /** Where receipts added by their link are checked: the offline demo's book, or «Мой налог» itself (`fns`). */
    TAX_RECEIPTS_ADAPTER: z.enum(['offline', 'fns']).default('offline'),
    /** The receipts' JSON lives at `{TAX_RECEIPTS_URL}/{sellerInn}/{receiptNumber}/json`. */
    TAX_RECEIPTS_URL: z.string().url().default('https://lknpd.nalog.ru/api/v1/receipt'),
    /** How often each instance asks again about receipts the tax service has not answered for, and for annulments. */
    RECEIPT_CHECKS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SEED_DEMO: booleanFlag.default(true),
    SERVE_CLIENT: booleanFlag.default(true),
    /** The built app's folder; separate folders let parallel browser-test runs build their own. */
    CLIENT_DIST_DIR: z.string().min(1).default('dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    /** The demo bank finishes a payment or a card's onboarding this many seconds after it was sent. */
    BANK_DEMO_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** Card-number endings the demo bank refuses, comma-separated ("0000,1111"), to show a failed payment. */
    BANK_DEMO_FAILING_CARDS: z
      .string()
      .regex(/^(\d{1,16}(,\d{1,16})*)?$/, 'card endings as digits, comma-separated')
      .default('')
      .transform((value) => value.split(',').filter(Boolean)),
    /**
     * A payment handed to the bank and not answered within this is sent again with the same idempotency key:
     * the instance that sent it crashed or lost the answer (decision 026). Longer than the bank's slowest answer.
     */
    BANK_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Who pays acts out at once (decision 090): the YooKassa stand-in in the database (the default, offline), or
     * YooKassa's payouts API with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY.
     */
    PAYOUT_PROVIDER: z.enum(['stand-in', 'yookassa']).default('stand-in'),
    YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    /** The networks YooKassa notifies from, comma-separated CIDRs; by default the list in YooKassa's documentation. */
    YOOKASSA_NOTIFY_FROM: z
      .string()
      .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?(,[0-9a-fA-F:.]+(\/\d{1,3})?)*$/, 'CIDRs, comma-separated')
      .optional()
      .transform((value) => value?.split(',')),
    /** A payout handed to the provider and not answered within this is handed again with the same key (decision 091). */
    PAYOUT_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** The stand-in finishes a payout this many seconds after it took it. */
    PAYOUTS_STAND_IN_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
    /**
     * The stand-in's payout balance at the start, in roubles: its payouts (pending or succeeded) spend it, and one
     * it cannot cover is canceled with `insufficient_funds` (decision 104). Generous for the demo.
     */
    PAYOUTS_STAND_IN_BALANCE: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'roubles, e.g. 10000000 or 2500.50')
      .default('10000000'),
    /** Phone or card endings whose payouts the stand-in cancels, comma-separated, to show a canceled payout. */
    PAYOUTS_STAND_IN_REFUSED: z
      .string()
      .regex(/^(\d{1,4}(,\d{1,4})*)?$/, 'up to four last digits, comma-separated')
      .default('')
      .transform((value) => value.split(',').filter(Boolean)),
    /** How often each instance looks for due order steps (shift start and end, confirmation deadlines, blocks). */
    ORDER_STEPS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /**
     * Tests only: the process kills itself (as SIGKILL) at this point of sending a payment, to prove that the
     * outbox finishes it once after a restart. Refused outside NODE_ENV=test.
     */
    TEST_CRASH_AT: z
      .enum(['after-payment-claim', 'after-bank-call', 'after-payout-claim', 'after-payout-call'])
      .optional(),
    /**
     * Every answer also goes through zod's check of the contract and must match what was written (decision 043):
     * on in the API and browser tests, off where answers are served for real, which pays for it in CPU.
     */
    CHECK_ANSWERS: booleanFlag.default(false),
    /**
     * Codes to new numbers one client block (an IPv4 /24, an IPv6 /64) may ask for in a Moscow day before each
     * further one must carry a solved challenge (decision 069). Raised where many people register from behind
     * one address (and by tests of other limits, which ask many codes from one address).
     */
    CODE_REQUESTS_FREE_PER_DAY: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(codeChallenge.freePerDay),
    /**
     * Which proxies' X-Forwarded-For to believe for the client's address (per-address sign-in limits): none by
     * default, since a header anyone can send would let a caller pick their own address; behind a load
     * balancer, its hop count ("1") or its addresses ("10.0.0.1,10.0.0.2").
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d+|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, 'a hop count or proxy addresses')
      .optional(),
    /** A request body (JSON) must arrive whole within this, and an upload must not stall this long: else 408. */
    BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** An upload (a receipt photo from a phone) must arrive whole within this. */
    UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(600),
    /** Set: files (acts, receipts, offers, registries) go to this S3 bucket instead of DATA_DIR/files. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name: 3–63 lowercase letters, digits, dots, hyphens',
      )
      .optional(),
    /** Unset: AWS itself; the store's address for MinIO and other S3-compatible stores. */
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/\s]+/, "the store's address with its scheme, e.g. http://minio:9000")
      .optional(),
    /**
     * Set: a download of a file in the bucket answers, after its checks, with a link to the store signed for a
     * minute, so the bytes do not pass through the instance; the store's address as browsers reach it.
     */
    S3_PUBLIC_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/\s]+/,
        "the store's public address with its scheme, e.g. https://files.example.ru",
      )
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** true for MinIO and most self-hosted stores: the bucket in the path, not in the host name. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Set: GET /metrics also answers a caller with `Authorization: Bearer <token>` from outside. */
    METRICS_TOKEN: z.string().min(24).optional(),
    /**
     * The web-push key pair (VAPID, base64url, as `npx web-push generate-vapid-keys` prints), both or neither:
     * unset, a pair is made on the first start and kept in the database. Changing it ends every device's
     * subscription: people turn notifications on again.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, 'a P-256 public key in base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'a P-256 private key in base64url (43 characters)')
      .optional(),
    /** Who runs the server, for the push services to write to: a `mailto:` address or an https URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:address or an https URL')
      .default('mailto:admin@smeny.invalid'),
    /** SIGTERM: requests in flight get this long to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(25),
  })
  .superRefine((env, ctx) => {
    if (env.JWT_SECRET === publishedDevelopmentSecret)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'this secret was published with the code: unset it (a random one is kept) or use your own',
      })
    if (env.TEST_CRASH_AT && env.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CRASH_AT'],
        message: 'only the tests may crash the server',
      })
    if (env.PAYOUT_PROVIDER === 'yookassa' && !(env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SECRET_KEY'],
        message: 'YooKassa payouts need YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY',
      })
    if (env.NODE_ENV !== 'production') return
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' })
    else if (!isRealSecret(env.JWT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'looks like a placeholder: use at least 32 random characters (openssl rand -base64 48)',
      })
    if (env.SMS_ADAPTER === 'dev')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_ADAPTER'],
        message: 'the dev SMS adapter is refused in production',
      })
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither for a kept pair',
      })
    if (env.SMS_ADAPTER === 'http' && !env.SMS_GATEWAY_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'required for SMS_ADAPTER=http' })
    if (env.ADDRESS_ADAPTER === 'dadata' && !env.DADATA_TOKEN)
      ctx.addIssue({ code: 'custom', path: ['DADATA_TOKEN'], message: 'required for ADDRESS_ADAPTER=dadata' })
  })
  .superRefine((env, ctx) => {
    // An S3 setting without a bucket would silently leave files in the folder of one instance.
    const s3Settings = ['S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    if (!env.S3_BUCKET)
      for (const name of s3Settings.filter((setting) => env[setting]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'set S3_BUCKET too, or files stay in DATA_DIR/files of this instance only',
        })
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own",
      })
  })

export type Env = z.infer<typeof envSchema>

/** Every variable the server reads; the deployment files and docs/deploy.md are checked against it. */
export const envVariableNames = Object.keys(envSchema.shape) as (keyof Env)[]

/** A repeated character or a short alphabet is a placeholder, not a secret. */
function isRealSecret(secret: string): boolean {
  return new Set(secret).size >= 12
}

/** Parsed once at start; a bad environment stops the server with a clear list of what is wrong. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // `NAME=` (Compose's `${NAME:-}`, an emptied line of an env file) means unset, not an empty value.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(given)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return result.data
}
