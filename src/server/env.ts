import { z } from 'zod'

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
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
    SEED_DEMO: booleanFlag.default(true),
    SERVE_CLIENT: booleanFlag.default(true),
    /** The built app's folder; separate folders let parallel browser-test runs build their own. */
    CLIENT_DIST_DIR: z.string().min(1).default('dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' })
    if (env.SMS_ADAPTER === 'dev')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_ADAPTER'],
        message: 'the dev SMS adapter is refused in production',
      })
  })
  .superRefine((env, ctx) => {
    if (env.SMS_ADAPTER === 'http' && !env.SMS_GATEWAY_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'required for SMS_ADAPTER=http' })
    if (env.ADDRESS_ADAPTER === 'dadata' && !env.DADATA_TOKEN)
      ctx.addIssue({ code: 'custom', path: ['DADATA_TOKEN'], message: 'required for ADDRESS_ADAPTER=dadata' })
  })

export type Env = z.infer<typeof envSchema>

/** Parsed once at start; a bad environment stops the server with a clear list of what is wrong. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return result.data
}

/** A fixed secret keeps development sessions valid across restarts; production must set its own. */
export function jwtSecret(env: Env): string {
  return env.JWT_SECRET ?? 'development-only-secret-not-for-production-use'
}
