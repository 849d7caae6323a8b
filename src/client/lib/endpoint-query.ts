import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { CallAnswer, CallArgs, CallInput, Endpoint } from '#contract/common/endpoint.ts'
import { call } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { notifyFailure } from '../ui/snackbar/notify-failure.ts'

/**
 * A call's cache key: the path's words, then the input. `['order']` is the prefix of every `/api/order/…`
 * call, `endpointKey(e)` of every input of one call.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: CallInput<E>): QueryKey {
  const words = endpoint.path.replace(/^\/api\//, '').split('/')
  return input === undefined ? words : [...words, input]
}

/** Query options for a reading call; the caller adds what is particular (stale time, polling, placeholder). */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  const [input] = args
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: () => call(endpoint, ...([input] as CallArgs<E>)) as Promise<CallAnswer<E>>,
  })
}

export type ChangeEffects<Variables, Answer> = {
  /** Queries whose data is the answer itself: written at once, no second request. */
  writes?: (answer: Answer, variables: Variables) => QueryKey[]
  /** Queries the change may have touched: refreshed after it, failed or not (a refusal often means a change). */
  invalidates: QueryKey[] | ((variables: Variables) => QueryKey[])
  onSuccess?: (answer: Answer, variables: Variables) => void
  /** How a refusal no form took is told; by default the server's messages in an error snackbar. */
  onError?: (error: unknown) => void
}

/** What one submission adds to the change's own effects. */
export type SubmitFeedback<Answer> = {
  /** After the change succeeded and its effects ran: close the dialog, say what happened. */
  onDone?: (answer: Answer) => void
  /** Puts a refusal into the form (see `fieldErrorsOf`); whatever it does not place goes to `onError`. */
  placeIn?: (error: ApiError) => boolean
}

/**
 * The one way to change data: the server's answer goes to the cache where it is the data, then only the named
 * queries refresh. The mutation stays pending until they have, so a button keeps its spinner instead of
 * flicking back to its old state. `submit` is the only way to start it and never throws: a refusal lands in
 * the form when it names a field, else in one place (`onError`, by default a snackbar), so no component
 * catches and tells failures its own way.
 */
export function useChange<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  effects: ChangeEffects<Variables, Answer>,
) {
  const queryClient = useQueryClient()
  const {
    mutateAsync,
    mutate: _startedBySubmitOnly,
    ...state
  } = useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      for (const key of effects.writes?.(answer, variables) ?? []) {
        // A reading already under way left the server before the change: its answer must not land over this one.
        await queryClient.cancelQueries({ queryKey: key, exact: true })
        queryClient.setQueryData(key, answer)
      }
      effects.onSuccess?.(answer, variables)
    },
    onSettled: (_answer, _error, variables) => refresh(queryClient, effects.invalidates, variables),
  })
  const tell = effects.onError ?? notifyFailure
  const submit = async (
    variables: Variables,
    feedback: SubmitFeedback<Answer> = {},
  ): Promise<Answer | undefined> => {
    let answer: Answer
    try {
      answer = await mutateAsync(variables)
    } catch (error) {
      if (!(error instanceof ApiError && feedback.placeIn?.(error))) tell(error)
      return undefined
    }
    feedback.onDone?.(answer)
    return answer
  }
  return { ...state, submit }
}

/** `useChange` for one endpoint's call. */
export function useEndpointChange<E extends Endpoint>(
  endpoint: E,
  effects: ChangeEffects<CallInput<E>, CallAnswer<E>>,
) {
  return useChange((input: CallInput<E>) => call(endpoint, ...([input] as CallArgs<E>)), effects)
}

function refresh<Variables>(
  queryClient: QueryClient,
  invalidates: ChangeEffects<Variables, unknown>['invalidates'],
  variables: Variables,
) {
  const keys = typeof invalidates === 'function' ? invalidates(variables) : invalidates
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
