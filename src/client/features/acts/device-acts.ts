import { deviceStore } from '../../pwa/device-store.ts'
import { createOfflineActs } from './offline-acts.ts'

/** The acts kept in this device's IndexedDB. */
export const deviceActs = createOfflineActs(deviceStore)
