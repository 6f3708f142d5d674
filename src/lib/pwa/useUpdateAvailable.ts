import { useEffect, useState } from 'react'
import { subscribeToUpdates } from './serviceWorker'

/** True while a new version of the app is installed and waiting for the user's consent. */
export function useUpdateAvailable(): boolean {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => subscribeToUpdates(setWaiting), [])
  return waiting
}
