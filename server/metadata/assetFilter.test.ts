import { describe, expect, it } from 'vitest'
import type { PublicAsset } from '@/core/api/publicMetadata'
import { compileAssetFilter } from './assetFilter'

const asset = (
  id: string,
  asset_type: PublicAsset['asset_type'],
  tags: string[],
  chains: [string, string, boolean][],
): PublicAsset => ({
  id,
  symbol: id,
  name: `${id} coin`,
  asset_type,
  external_ids: {},
  blockchains: chains.map(([blockchain, address, on_chain_support]) => ({
    blockchain,
    address,
    decimals: 18,
    on_chain_support,
  })),
  logo_url: '',
  semantic_tags: tags,
  tags: tags.map((tag) => tag.toLowerCase()),
})

const assets = [
  asset('BTC', 'BLOCKCHAIN', ['layer1Token'], [['bitcoin', '', true]]),
  asset('ETH', 'BLOCKCHAIN', ['layer1Token', 'smartContractPlatform'], [['ethereum', '', true]]),
  asset(
    'USDT',
    'TOKEN',
    ['stablecoin'],
    [
      ['ethereum', '0xdac1', true],
      ['tron', 'TR7N', false],
    ],
  ),
  asset('UNI', 'TOKEN', ['defiToken'], [['ethereum', '0x1f98', false]]),
]

const ids = (filter: string) =>
  assets.filter(compileAssetFilter(filter).matches).map((item) => item.id)
const error = (filter: string) => {
  try {
    compileAssetFilter(filter)
  } catch (caught) {
    return (caught as Error).message
  }
  throw new Error(`${filter} was accepted`)
}

describe('the CEL subset of the asset filter', () => {
  it('compares fields with == and !=, in either order', () => {
    expect(ids("asset.id == 'ETH'")).toEqual(['ETH'])
    expect(ids('"TOKEN" == asset.asset_type')).toEqual(['USDT', 'UNI'])
    expect(ids("asset.symbol != 'BTC'")).toEqual(['ETH', 'USDT', 'UNI'])
  })

  it('tests membership with in, over list literals and list fields', () => {
    expect(ids("asset.symbol in ['UNI', 'BTC', 'XYZ']")).toEqual(['BTC', 'UNI'])
    expect(ids("'stablecoin' in asset.semantic_tags")).toEqual(['USDT'])
    expect(ids('asset.id in []')).toEqual([])
  })

  it('quantifies over tags and blockchains with exists', () => {
    expect(ids("asset.semantic_tags.exists(tag, tag == 'layer1Token')")).toEqual(['BTC', 'ETH'])
    expect(ids("asset.tags.exists(t, t in ['stablecoin', 'defitoken'])")).toEqual(['USDT', 'UNI'])
    expect(
      ids("asset.blockchains.exists(b, b.blockchain == 'ethereum' && b.on_chain_support)"),
    ).toEqual(['ETH', 'USDT'])
    expect(ids("asset.blockchains.exists(b, b.address != '' && !b.on_chain_support)")).toEqual([
      'USDT',
      'UNI',
    ])
  })

  it('combines with &&, || and !, && binding tighter, parentheses overriding', () => {
    expect(ids("asset.id == 'BTC' || asset.id == 'ETH' && asset.asset_type == 'TOKEN'")).toEqual([
      'BTC',
    ])
    expect(
      ids("(asset.id == 'BTC' || asset.id == 'ETH') && asset.asset_type == 'BLOCKCHAIN'"),
    ).toEqual(['BTC', 'ETH'])
    expect(
      ids("!(asset.asset_type == 'TOKEN') && !asset.semantic_tags.exists(t, t == 'x')"),
    ).toEqual(['BTC', 'ETH'])
    expect(ids('true')).toEqual(['BTC', 'ETH', 'USDT', 'UNI'])
  })

  it('reads escaped quotes in strings', () => {
    expect(ids("asset.name == 'it\\'s' || asset.id == \"B\\\"\" || asset.id == 'UNI'")).toEqual([
      'UNI',
    ])
  })

  it('answers anything outside the subset with an error naming it, never a substring match', () => {
    expect(error('btc')).toBe('filter: unknown name "btc" at position 0')
    expect(error("asset.name.contains('coin')")).toMatch(
      /^filter: unsupported function contains\(\) at position 11/,
    )
    expect(error('size(asset.blockchains) > 1')).toMatch(/^filter: unsupported function size\(\)/)
    expect(error('asset.blockchains[0]')).toMatch(
      /^filter: unsupported indexing "\[" at position 17/,
    )
    expect(error('asset.decimals > 6')).toMatch(/^filter: unsupported operator ">" at position 15/)
    expect(error('asset.symbol.matches("^B")')).toMatch(/unsupported function matches\(\)/)
    expect(error('asset.ticker == "BTC"')).toBe(
      'filter: unknown field asset.ticker at position 0 (known: asset.id, asset.symbol, asset.name, asset.asset_type, asset.semantic_tags, asset.tags, asset.blockchains)',
    )
    expect(error('asset.id == 1')).toBe('filter: cannot compare a string with a int at position 9')
    expect(error('asset.id')).toBe('filter: the expression is a string, not a condition')
    expect(error("asset.id in 'BTC'")).toMatch(
      /^filter: "in" at position 9 needs a value and a list/,
    )
    expect(error("asset.id == 'BTC")).toBe('filter: unterminated string starting at position 12')
    expect(error("(asset.id == 'BTC'")).toMatch(/^filter: expected "\)" at position 18/)
    expect(error("asset.id == 'BTC' asset")).toMatch(/^filter: expected &&, \|\| or the end/)
    expect(error('asset.tags.exists(t, t)')).toMatch(/exists\(\) at position 21 needs a condition/)
  })
})
