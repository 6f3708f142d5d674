import type { ExtraParameterName } from '../api/metricsQuery'
import {
  parameterDictionaries,
  subsetDictionaries,
  type SubsetDictionary,
} from './subsetDictionaries'

/*
 * Display labels of subset keys (charts.md section 3, "Subset dictionaries"): the named
 * sub-series of a breakdown (`1d_1w`, `deep_itm`, `retained_more`) and the values of a metric's
 * request parameters (`binance`, `foundry_usa`). Everything that shows a key to a user reads it
 * through here: legends, tooltips, heatmap rows, snapshot bars, workbench items, parameter
 * selects.
 */

/**
 * The dictionary a metric's keys come from: the first that holds every one of them. Keys are
 * read together because a few mean different things in different metrics (`h` is a candle's
 * high but the Bollinger upper band; `24h` an age band but also a period).
 */
export function subsetDictionaryOf(keys: readonly string[]): SubsetDictionary | undefined {
  if (keys.length === 0) return undefined
  return subsetDictionaries.find((dictionary) =>
    keys.every((key) => Object.hasOwn(dictionary.labels, key)),
  )
}

/**
 * The dictionary label of `key`, read with its sibling keys when they are known, else from the
 * first dictionary that has it; undefined when no dictionary has it.
 */
export function knownSubsetLabel(key: string, siblings?: readonly string[]): string | undefined {
  const own = siblings === undefined ? undefined : subsetDictionaryOf(siblings)
  const dictionary = own ?? subsetDictionaries.find((d) => Object.hasOwn(d.labels, key))
  return dictionary?.labels[key]
}

/**
 * What a key reads as: its dictionary label, or (for keys no dictionary knows, such as a new
 * upstream exchange) the key made readable: `new_exchange` → "New exchange".
 */
export function subsetLabel(key: string, siblings?: readonly string[]): string {
  return knownSubsetLabel(key, siblings) ?? readableKey(key)
}

/** Labels of a metric's keys, each read with all the others (one dictionary for the metric). */
export function subsetLabels(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, subsetLabel(key, keys)]))
}

/** The dictionary label of a request parameter's value (`e=binance` → "Binance"), if any. */
export function knownParameterLabel(name: ExtraParameterName, value: string): string | undefined {
  const labels = parameterDictionaries[name]
  return Object.hasOwn(labels, value) ? labels[value] : undefined
}

/** What a request parameter's value reads as in selects and item names. */
export function parameterLabel(name: ExtraParameterName, value: string): string {
  return knownParameterLabel(name, value) ?? subsetLabel(value)
}

/** `snake_case` keys as words with a capital; anything else is left as it is. */
export function readableKey(key: string): string {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(key) && !/^[a-z]+$/.test(key)) return key
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The currency parameter (charts.md section 9: native, usd) as selects show it. */
export function currencyLabel(currency: string): string {
  return currency === 'usd' ? 'USD' : currency === 'native' ? 'Native' : currency
}
