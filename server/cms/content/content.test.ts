import { describe, expect, it } from 'vitest'
import { assetTags } from '@/core/api/assets'
import {
  assetTagDocumentSchema,
  changelogItemSchema,
  changelogTags,
  outageSchema,
  popupNotificationSchema,
} from '@/core/api/cms'
import { assetTagDocuments } from '../collections'
import { asDocuments } from '../documentId'
import { changelog } from './changelog'
import { outages } from './outages'
import { popupNotifications } from './popupNotifications'

const valid = <T extends object>(items: readonly T[]) => asDocuments('test', items, JSON.stringify)

describe('editorial content', () => {
  it('is valid against the content contracts', () => {
    for (const item of valid(changelog)) changelogItemSchema.strict().parse(item)
    for (const item of valid(outages)) outageSchema.strict().parse(item)
    for (const item of valid(popupNotifications)) popupNotificationSchema.strict().parse(item)
    for (const tag of assetTagDocuments) assetTagDocumentSchema.strict().parse(tag)
  })

  it('has a tag document per asset tag, with unique document ids', () => {
    expect(assetTagDocuments.map((tag) => tag.name)).toEqual([...assetTags])
    expect(new Set(assetTagDocuments.map((tag) => tag.documentId)).size).toBe(assetTags.length)
  })

  it('keeps the changelog in date order over a year, with every tag and a label per link', () => {
    const dates = changelog.map((item) => item.publishAt)
    expect(dates).toEqual([...dates].sort())
    const first = Date.parse(dates[0] ?? '')
    const last = Date.parse(dates.at(-1) ?? '')
    expect(last - first).toBeLessThanOrEqual(366 * 86_400_000)
    expect(new Set(changelog.map((item) => item.tag))).toEqual(new Set(changelogTags))
    for (const item of changelog) expect(item.link === null).toBe(item.linkLabel === null)
  })

  it('has outages that end after they start', () => {
    for (const outage of outages) {
      if (outage.end !== null)
        expect(Date.parse(outage.end)).toBeGreaterThan(Date.parse(outage.start))
    }
  })
})
