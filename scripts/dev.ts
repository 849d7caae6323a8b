/** `npm run dev`: the API server restarting on change (port 3001) and Vite with hot reload (port 3000) proxying to it. */
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn(process.execPath, ['--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_CLIENT: 'false' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--host'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
children.forEach((child) => child.once('exit', stop))
