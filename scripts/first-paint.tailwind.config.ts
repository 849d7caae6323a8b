import type { Config } from 'tailwindcss'
import app from '../tailwind.config.ts'

/** The app's theme without its sources: index.html's inline style holds only the classes of the frames. */
export default { ...app, content: [] } satisfies Config
