import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(stored).not.toContain('correct horse')
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
  })

  it('salts every hash differently', async () => {
    const [one, two] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')])
    expect(one).not.toBe(two)
    expect(await verifyPassword('same secret', two)).toBe(true)
  })

  it('answers false for malformed or oversized stored hashes', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false)
  })
})
