/** Dashboard update bodies for the outbox's unit tests: markdown tiles named by their uuid. */

export interface TilePlace {
  x?: number
  y?: number
  w?: number
  h?: number
}

export function tile(uuid: string, place: TilePlace = {}, content = uuid) {
  return {
    config: { uuid, configType: 'markdown', meta: { content }, extra: {} },
    layout: {
      i: uuid,
      x: place.x ?? 0,
      y: place.y ?? 0,
      w: place.w ?? 6,
      h: place.h ?? 6,
      minW: 3,
      minH: 2,
      maxH: 100,
      isResizable: true,
    },
  }
}

/** A dashboard's update body: its name and tiles (uuids, or tiles with their place). */
export function dashboardBody(name: string, tiles: readonly (string | ReturnType<typeof tile>)[]) {
  const held = tiles.map((entry) => (typeof entry === 'string' ? tile(entry) : entry))
  return {
    categoryUuid: 'uncategorized',
    data: {
      configs: held.map((entry) => entry.config),
      layouts: held.map((entry) => entry.layout),
      meta: { name, asset: null, slug: null },
    },
  }
}
