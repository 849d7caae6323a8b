import type { z } from 'zod'
import type { Access } from '../auth/access.ts'
import type { ApiScope } from '../api-keys/scopes.ts'

type HttpMethod = 'GET' | 'POST' | 'DELETE'

/**
 * Where a call lives and who may make it: plain data, no zod, so a screen that makes the call does not load
 * the schema library for it. `answer: 'file'` answers bytes; `upload` takes multipart/form-data.
 */
export type EndpointRoute = {
  method: HttpMethod
  path: string
  access: Access
  answer?: 'json' | 'file'
  upload?: true
  /** The API key's scope that lets a chain's system make this call as staff; without it no key may. */
  apiScope?: ApiScope
}

/**
 * What a call takes and gives, checked by the server, and its line in the API description: no `response` on a
 * JSON call means 204. The summary lives here, not in the route, so screens do not download the documentation.
 */
export type EndpointSchemas = {
  summary: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response?: z.ZodType
  /** Answers with a body of their own beside 200 and the common errors (readiness's 503), for the document. */
  otherAnswers?: Record<number, z.ZodType>
}

export type Endpoint<
  R extends EndpointRoute = EndpointRoute,
  S extends EndpointSchemas = EndpointSchemas,
> = R & {
  tags: readonly string[]
  /** Loaded on demand: the server awaits them at start; the client never needs them. */
  schemas: () => Promise<S>
}

type SchemasOf<E> = E extends Endpoint<EndpointRoute, infer S> ? S : never
type Part<S, Key extends keyof EndpointSchemas, Name extends string, Side extends 'in' | 'out'> =
  S extends Record<Key, infer T extends z.ZodType>
    ? Side extends 'in'
      ? Record<string, never> extends z.input<T>
        ? { [P in Name]?: z.input<T> }
        : { [P in Name]: z.input<T> }
      : { [P in Name]: z.output<T> }
    : unknown
type Flat<T> = { [K in keyof T]: T[K] }

/** What the caller sends: path params, query and JSON body as the schemas take them, or a form for an upload. */
export type CallInput<E extends Endpoint> = Flat<
  Part<SchemasOf<E>, 'params', 'params', 'in'> &
    Part<SchemasOf<E>, 'query', 'query', 'in'> &
    Part<SchemasOf<E>, 'body', 'body', 'in'> &
    (E['upload'] extends true ? { form: FormData } : unknown)
>

/** What a handler receives once the server has checked the input. */
export type CheckedInput<E extends Endpoint> = Flat<
  Part<SchemasOf<E>, 'params', 'params', 'out'> &
    Part<SchemasOf<E>, 'query', 'query', 'out'> &
    Part<SchemasOf<E>, 'body', 'body', 'out'>
>

/** What the caller receives: the parsed JSON, a file's bytes, or null for 204. */
export type CallAnswer<E extends Endpoint, FileBytes = Blob> = E['answer'] extends 'file'
  ? FileBytes
  : SchemasOf<E> extends Record<'response', infer T extends z.ZodType>
    ? z.output<T>
    : null

/** What a handler gives for the server to check and serialise. */
export type HandlerAnswer<E extends Endpoint> = E['answer'] extends 'file'
  ? unknown
  : SchemasOf<E> extends Record<'response', infer T extends z.ZodType>
    ? z.input<T>
    : void

/** Calls with nothing to send may be made without an input. */
export type CallArgs<E extends Endpoint> = [keyof CallInput<E>] extends [never]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>]

/**
 * One domain's calls: the routes here, their schemas in a module loaded on demand, both under the same keys
 * so the type checker pairs each route with its schemas.
 */
export function endpoints<
  M extends Record<string, EndpointSchemas>,
  const R extends Record<keyof M, EndpointRoute>,
>(
  tag: string,
  load: () => Promise<{ default: M }>,
  routes: R,
): { [K in keyof M & keyof R]: Endpoint<R[K], M[K]> } {
  let loading: Promise<M> | undefined
  const schemasOf = () => (loading ??= load().then((module) => module.default))
  return Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      { ...route, tags: [tag], schemas: () => schemasOf().then((all) => all[key]!) },
    ]),
  ) as unknown as { [K in keyof M & keyof R]: Endpoint<R[K], M[K]> }
}

/** The path with its `:name` parts filled in. */
export function endpointPath(endpoint: EndpointRoute, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}
