import { useEffect, useState } from 'react'
import { readPushDevice, type PushDeviceState } from './pushDevice'

/** This browser's push state, read once on mount; undefined until it is read. */
export function usePushDevice(): PushDeviceState | undefined {
  const [device, setDevice] = useState<PushDeviceState>()
  useEffect(() => {
    let live = true
    void readPushDevice().then(
      (state) => live && setDevice(state),
      () =>
        live && setDevice({ availability: 'unsupported', permission: 'default', endpoint: null }),
    )
    return () => void (live = false)
  }, [])
  return device
}
