// The app's content security policy forbids eval, and Chrome reports even zod's caught probe for it as a
// violation. zod reads its settings from this global when it loads (the schemas' chunks load after this module),
// so it is told not to try without bringing zod onto the first screen.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true }
