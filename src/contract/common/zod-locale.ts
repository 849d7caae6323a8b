import { z } from 'zod'

/** Messages zod produces by itself (type mismatches, unknown keys) come out in Russian too. */
z.config(z.locales.ru())
