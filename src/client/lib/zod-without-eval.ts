// The app's content security policy forbids eval, and Chrome reports even zod's caught probe for it as a
// violation. zod keeps its settings in this global object and probes only on its first object parse, so the
// object is changed in place: whether zod's chunk loaded before this module or loads after, it is told not to try.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodHolder.__zod_globalConfig ??= {}
zodHolder.__zod_globalConfig.jitless = true
