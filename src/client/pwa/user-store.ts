/** The device's key-value storage as this module needs it; IndexedDB in the app, a Map in unit tests. */
export type KeyValue = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  keys(): Promise<string[]>
  clear(): Promise<void>
}

type Saved<T> = { data: T; savedAt: number }

/** Bumped when what is saved changes shape: entries of another format are dropped, not misread. */
const format = 1
type Envelope = { format: number; userId: number; savedAt: number; data: unknown }

const keyOf = (userId: number, name: string) => `${userId}:${name}`
const ownerOf = (key: string) => {
  const match = /^(\d+):/.exec(key)
  return match ? Number(match[1]) : null
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Partial<Envelope>
  return (
    entry.format === format &&
    Number.isInteger(entry.userId) &&
    typeof entry.savedAt === 'number' &&
    Number.isFinite(entry.savedAt) &&
    'data' in entry
  )
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)

/**
 * Per-user data kept on the device (acts, their PDFs, the worker pages' last answers). Every entry is stored
 * under its owner's id and carries it: an entry that cannot be read, is of an old format or names another
 * user is deleted rather than shown. Only the signed-in user's entries are written; after sign-out a late
 * write (a throttled save, a PDF still downloading) is dropped so nothing of that user comes back.
 */
export function createUserStore(backend: KeyValue, now: () => number = Date.now) {
  let activeUserId: number | null = null

  async function drop(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => backend.del(key).catch(() => undefined)))
  }

  async function namesOf(userId: number): Promise<string[]> {
    const prefix = keyOf(userId, '')
    const keys = await backend.keys().catch(() => [] as string[])
    return keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length))
  }

  return {
    /** Whose data may be written now; null after sign-out. */
    setActiveUser(userId: number | null): void {
      activeUserId = userId
    },

    async read<T>(userId: number, name: string, isData: (data: unknown) => data is T) {
      const key = keyOf(userId, name)
      let value: unknown
      try {
        value = await backend.get(key)
      } catch {
        return undefined
      }
      if (value === undefined) return undefined
      if (isEnvelope(value) && value.userId === userId && isData(value.data)) {
        return { data: value.data, savedAt: value.savedAt } satisfies Saved<T>
      }
      await drop([key])
      return undefined
    },

    /**
     * Saves for the signed-in user; false when not saved. When the device's storage is full, the user's
     * entries named by `spare` (PDFs, the largest and easiest to fetch again) make room for one more try.
     */
    async write(
      userId: number,
      name: string,
      data: unknown,
      spare: (name: string) => boolean = () => false,
    ): Promise<boolean> {
      if (userId !== activeUserId) return false
      const entry: Envelope = { format, userId, savedAt: now(), data }
      try {
        await backend.set(keyOf(userId, name), entry)
        return true
      } catch (error) {
        if (!isQuotaError(error)) return false
      }
      const spared = (await namesOf(userId)).filter((other) => other !== name && spare(other))
      await drop(spared.map((other) => keyOf(userId, other)))
      if (userId !== activeUserId) return false
      return backend.set(keyOf(userId, name), entry).then(
        () => true,
        () => false,
      )
    },

    remove: (userId: number, name: string) => drop([keyOf(userId, name)]),

    names: namesOf,

    /** A shared phone: whatever another user (or an unknown writer) left is deleted. */
    async keepOnly(userId: number): Promise<void> {
      const keys = await backend.keys().catch(() => [] as string[])
      await drop(keys.filter((key) => ownerOf(key) !== userId))
    },

    /** Sign-out: nothing of anyone stays. */
    async clearAll(): Promise<void> {
      activeUserId = null
      await backend.clear().catch(async () => drop(await backend.keys().catch(() => [] as string[])))
    },
  }
}

export type UserStore = ReturnType<typeof createUserStore>
