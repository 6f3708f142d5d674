import { describe, expect, it } from 'vitest'
import { parseImportArgs, UsageError } from './importArgs'

describe('parseImportArgs', () => {
  it('reads the file, path, asset (upper-cased) and interval, 24h by default', () => {
    expect(parseImportArgs(['a.csv', '--path', 'market/price_x', '--asset', 'btc'])).toEqual({
      file: 'a.csv',
      path: 'market/price_x',
      asset: 'BTC',
      interval: '24h',
    })
    expect(
      parseImportArgs(['--interval', '1h', '--asset', 'ETH', '--path', 'a/b', 'b.json']),
    ).toMatchObject({ file: 'b.json', interval: '1h' })
  })

  it.each([
    [['--path', 'a/b', '--asset', 'BTC'], 'FILE is required'],
    [['f.csv', '--asset', 'BTC'], '--path is required'],
    [['f.csv', '--path', 'a/b'], '--asset is required'],
    [['f.csv', '--path', 'market', '--asset', 'BTC'], '--path must look like group/metric'],
    [['f.csv', '--path', 'Market/X', '--asset', 'BTC'], '--path must look like group/metric'],
    [['f.csv', '--path', 'a/b', '--asset', 'B-TC'], '--asset must be a symbol such as BTC'],
    [['f.csv', '--path', 'a/b', '--asset', 'BTC', '--interval', '2h'], '--interval must be one of'],
    [['f.csv', 'g.csv', '--path', 'a/b', '--asset', 'BTC'], 'Expected one FILE, got 2'],
    [['f.csv', '--path', 'a/b', '--asset', 'BTC', '--force'], "Unknown option '--force'"],
  ])('rejects %j, naming the problem and showing the usage', (argv, problem) => {
    const run = () => parseImportArgs(argv)
    expect(run).toThrow(UsageError)
    expect(run).toThrow(problem)
    expect(run).toThrow('Usage: npm run data:import')
  })
})
