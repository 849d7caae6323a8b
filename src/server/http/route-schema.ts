import { errorBodySchema } from '#contract/common/errors.ts'

/** The error answers every operation may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  408: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
} as const
