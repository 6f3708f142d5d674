import { createServer } from 'node:net'

/**
 * A loopback port no one listens on now, from the system, for a server started next (the e2e
 * tests' private servers, the benches' app). Counting up from a fixed base let two Playwright
 * workers' servers meet on one port.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
