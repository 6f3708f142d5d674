/*
 * The longest main-thread block during a piece of work: a message posted to itself over and
 * over (a MessageChannel, which the browser does not throttle as it does nested timers, at 4 ms)
 * notes when each one arrives, and the longest gap between two arrivals is the longest stretch
 * in which the main thread could not run anything else: a click, a frame, a scroll handler.
 */
export interface Heartbeat {
  /** Stops beating; the longest gap seen, in ms. */
  stop(): number
}

export function startHeartbeat(): Heartbeat {
  const channel = new MessageChannel()
  let last = performance.now()
  let longest = 0
  let beating = true
  channel.port1.onmessage = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (beating) channel.port2.postMessage(null)
  }
  channel.port2.postMessage(null)
  return {
    stop() {
      beating = false
      // The stretch since the last beat counts too: the caller's own block ends here.
      longest = Math.max(longest, performance.now() - last)
      channel.port1.close()
      return longest
    },
  }
}
