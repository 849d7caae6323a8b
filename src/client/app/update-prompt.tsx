/** The update snackbar lives with the rest of the offline and install code. */
export { UpdateSnackbar as UpdatePrompt } from '../pwa/update-snackbar.tsx'
