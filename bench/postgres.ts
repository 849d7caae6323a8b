import pg from 'pg'

/** The throwaway server of scripts/with-postgres.sh; the bench refuses to guess another one. */
function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the benchmark with `npm run bench`')
  return url
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl())
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `work` with a client connected to the named database (the server's `app` one by default). */
export async function withClient<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({ connectionString: database ? databaseUrl(database) : serverUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new empty database (dropped first if a previous run left it); answers its URL. */
export async function createDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`)
  await withClient(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  return databaseUrl(name)
}

export async function dropDatabases(names: readonly string[]): Promise<void> {
  await withClient(async (client) => {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`)
  })
}

export async function postgresVersion(): Promise<string> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    return rows[0]?.server_version ?? '?'
  })
}
