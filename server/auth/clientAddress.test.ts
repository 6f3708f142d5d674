import { describe, expect, it } from 'vitest'
import { addressSubject } from './clientAddress'

describe('addressSubject', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9')
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressSubject('::FFFF:203.0.113.9')).toBe('203.0.113.9')
  })

  it('counts an IPv6 address as its /64, however it is written', () => {
    const subject = '2001:db8:85a3:0::/64'
    expect(addressSubject('2001:db8:85a3::8a2e:370:7334')).toBe(subject)
    expect(addressSubject('2001:0DB8:85A3:0000:1111:2222:3333:4444')).toBe(subject)
    expect(addressSubject('2001:db8:85a3:0:ffff::1%eth0')).toBe(subject)
    expect(addressSubject('2001:db8:85a3:1::1')).not.toBe(subject)
    expect(addressSubject('::1')).toBe('0:0:0:0::/64')
    expect(addressSubject('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('leaves anything else as it is', () => {
    expect(addressSubject('unknown')).toBe('unknown')
  })
})
