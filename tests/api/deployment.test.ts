import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envVariableNames, parseEnv } from '../../src/server/env.ts'

/**
 * Issue 20, items 5 and 7: the deployment files checked as far as a machine without a Docker daemon allows.
 * Nothing here builds an image or starts a container (docs/deploy.md says what stays unchecked): the
 * compose file parses and gives the app a configuration the server accepts, the Dockerfile runs only the
 * npm scripts CI runs, the proxy sends requests to the app's services and asks their readiness.
 */
type Service = {
  image?: string
  build?: { context: string; args?: Record<string, string> }
  command?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }> | string[]
  volumes?: string[]
  healthcheck?: { test: string[] }
}
const composeText = readFileSync('compose.yaml', 'utf8')
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> }
const garageToml = readFileSync('deploy/garage.toml', 'utf8')
const dockerfile = readFileSync('Dockerfile', 'utf8')
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8')
const deployDoc = readFileSync('docs/deploy.md', 'utf8')
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>
  engines: { node: string }
  devDependencies: Record<string, string>
}

const appServices = Object.entries(compose.services).filter(([, service]) => service.build?.context === '.')

/**
 * What Compose makes of `${NAME:?message}` (required: a value from `.env`) and `${NAME:-default}` (optional:
 * the default, as with a `.env` holding only the required ones).
 */
function interpolated(value: string): string {
  return value.replace(/\$\{(\w+):([?-])([^}]*)\}/g, (_match, name: string, kind: string, rest: string) => {
    if (kind === '-') return rest
    const samples: Record<string, string> = {
      JWT_SECRET: 'Zq8v1Lw5Nc3Rt7Hy2Kb9Pd4Mf6Xs0JgUe5Wa',
      SMS_GATEWAY_URL: 'https://sms.example.ru/send',
    }
    return samples[name] ?? `${name.toLowerCase()}-value`
  })
}

describe('compose.yaml', () => {
  it('runs PostgreSQL, Garage, two app instances and Caddy', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'garage', 'caddy']))
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2'])
  })

  it('no longer runs MinIO, whose upstream is archived with a CVE unpatched (issue 42)', () => {
    expect(composeText).not.toMatch(/minio|\bmc\b/i)
  })

  it('pulls every image through IMAGE_REGISTRY, Docker Hub by default', () => {
    const pulled = Object.entries(compose.services).filter(([, service]) => !service.build)
    expect(pulled.length).toBeGreaterThan(0)
    for (const [name, service] of pulled) {
      expect(service.image, name).toMatch(
        /^\$\{IMAGE_REGISTRY:-docker\.io\}\/[a-z0-9-]+\/[a-z0-9.-]+:[\w.-]+$/,
      )
      expect(service.image, name).not.toMatch(/:latest$/)
    }
  })

  it('gives every instance only variables the server reads, and a configuration it accepts', () => {
    for (const [name, service] of appServices) {
      const environment = service.environment ?? {}
      const unknown = Object.keys(environment).filter(
        (variable) => !envVariableNames.includes(variable as never),
      )
      expect(unknown, name).toEqual([])
      const env = parseEnv(
        Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolated(value)])),
      )
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        S3_BUCKET: 'smeny-files',
        S3_FORCE_PATH_STYLE: true,
        SEED_DEMO: false,
      })
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//)
    }
  })

  it('has Garage make the bucket and the key the instances use, and starts them once it answers', () => {
    const garage = compose.services.garage!
    const garageEnv = garage.environment!
    // Garage 2.x: the image holds the binary alone, named by the command; the flags make the layout, key and bucket.
    expect(garage.image).toMatch(/\/dxflrs\/garage:v2\.\d+\.\d+$/)
    expect(garage.command).toEqual(['/garage', 'server', '--single-node', '--default-bucket'])
    expect(garage.volumes).toContain('./deploy/garage.toml:/etc/garage.toml:ro')
    expect(garage.healthcheck?.test).toEqual(['CMD', '/garage', 'status'])
    expect(garageEnv.GARAGE_RPC_SECRET).toMatch(/^\$\{GARAGE_RPC_SECRET:\?/)
    const s3Port = /^api_bind_addr = "\[::\]:(\d+)"$/m.exec(garageToml)?.[1]
    const region = /^s3_region = "([^"]+)"$/m.exec(garageToml)?.[1]
    expect(garageToml).toMatch(/^replication_factor = 1$/m)
    for (const [name, service] of appServices) {
      const environment = service.environment!
      expect(environment.S3_BUCKET, name).toBe(garageEnv.GARAGE_DEFAULT_BUCKET)
      expect(environment.S3_ACCESS_KEY_ID, name).toBe(garageEnv.GARAGE_DEFAULT_ACCESS_KEY)
      expect(environment.S3_SECRET_ACCESS_KEY, name).toBe(garageEnv.GARAGE_DEFAULT_SECRET_KEY)
      expect(environment.S3_ENDPOINT, name).toBe(`http://garage:${s3Port}`)
      expect(environment.S3_REGION, name).toBe(region)
      expect(service.depends_on, name).toMatchObject({
        postgres: { condition: 'service_healthy' },
        garage: { condition: 'service_healthy' },
      })
    }
  })
})

describe('deploy/Caddyfile', () => {
  it('balances over every app instance on its port and asks each one’s readiness', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/)
    const port = appServices[0]![1].environment!.PORT
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:${port}`))
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/)
    expect(caddyfile).toMatch(/respond \/metrics 404/)
  })
})

describe('Dockerfile', () => {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line))

  it('builds in one stage and runs Node 26 as an unprivileged user in another', () => {
    expect(instructions).toContain('ARG IMAGE_REGISTRY=docker.io')
    const stages = instructions.filter((line) => line.startsWith('FROM '))
    const node = 'FROM ${IMAGE_REGISTRY}/library/node:26-slim'
    expect(stages).toEqual([`${node} AS build`, node])
    const runtime = instructions.slice(instructions.indexOf(node))
    expect(runtime).toContain('USER node')
  })

  it('takes the registry and the map tiles as build arguments, from compose, and no .env', () => {
    for (const name of ['VITE_MAP_TILES_URL', 'VITE_MAP_TILES_ATTRIBUTION'])
      expect(instructions).toContain(`ARG ${name}`)
    for (const [, service] of appServices)
      expect(Object.keys(service.build?.args ?? {}).sort()).toEqual([
        'IMAGE_REGISTRY',
        'VITE_MAP_TILES_ATTRIBUTION',
        'VITE_MAP_TILES_URL',
      ])
    expect(readFileSync('.dockerignore', 'utf8').split('\n')).toContain('.env')
  })

  it("runs the built server as Node's own first process, without flags: the server sets its own (decision 122)", () => {
    const command = ['node', 'dist-server/main.js']
    const commands = instructions.filter((line) => line.startsWith('CMD '))
    expect(commands.map((line) => JSON.parse(line.slice('CMD '.length)) as unknown)).toEqual([command])
    expect(packageJson.scripts.serve).toBe(command.join(' '))
  })

  it('runs only npm commands whose scripts exist: the ones CI runs', () => {
    const commands = instructions
      .filter((line) => line.startsWith('RUN ') || line.startsWith('CMD '))
      .flatMap((line) => line.replace(/^(RUN|CMD) /, '').split('&&'))
      .map((command) =>
        command
          .replace(/[[\]",]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((command) => command.startsWith('npm '))
    expect(commands.length).toBeGreaterThan(0)
    for (const command of commands) {
      const [, verb, script] = command.split(/\s+/)
      if (verb === 'run') expect(Object.keys(packageJson.scripts), command).toContain(script)
      else if (verb === 'start') expect(packageJson.scripts.start, command).toBeDefined()
      else expect(['ci', 'prune'], command).toContain(verb)
    }
    expect(commands).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run build']))
    // The image runs the server `npm run build` built, never building at start.
    expect(packageJson.scripts.build).toContain('scripts/build-server.ts')
  })

  it('copies into the image only paths that exist', () => {
    const copied = instructions
      .filter((line) => line.startsWith('COPY --from=build'))
      .flatMap((line) => line.split(/\s+/).slice(3, -1))
      .map((path) => path.replace(/^\/app\//, ''))
      // Made by the build stage itself.
      .filter((path) => !['node_modules', 'dist', 'dist-server'].includes(path))
    for (const path of copied) expect(existsSync(path), path).toBe(true)
  })
})

describe('docs/deploy.md and package.json', () => {
  it('documents every variable the server reads', () => {
    const undocumented = envVariableNames.filter((name) => !deployDoc.includes(`\`${name}\``))
    expect(undocumented).toEqual([])
  })

  it('documents no variable the server does not read', () => {
    const documented = [...deployDoc.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1]!)
    expect(documented.length).toBeGreaterThan(10)
    expect(documented.filter((name) => !envVariableNames.includes(name as never))).toEqual([])
  })

  it('asks for a supported Node and brings the one it runs on: 26, the LTS of the image', () => {
    expect(packageJson.engines.node).toBe('>=24.11')
    expect(packageJson.devDependencies.node).toMatch(/^26\.\d+\.\d+$/)
    expect(packageJson.devDependencies['@types/node']).toMatch(/^\^26\./)
  })
})
