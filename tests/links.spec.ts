import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'

/*
 * Every link leads somewhere real. Starting from every route of the route tree, the crawl
 * collects each page's links (menus opened), follows the same-origin ones (no route that falls
 * through to the catch-all, no page that lands on home or on a "not found", no 4xx from the
 * server) and refuses any link to another host, or mail address, that the server's configuration
 * does not name (GET /v1/client-config).
 */

/** The app's routes as the router knows them (src/routeTree.gen.ts), by full path. */
function appRoutes(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)':/g)].map(([, path = '']) => path)
}

/** Routes no crawl opens: the catch-all, and sign-in flows that leave the app or end a session. */
const notVisited = new Set(['/$', '/auth/$method', '/auth/callback'])

/** Where a route with parameters is opened; every such route needs one (new ones too). */
const examples: Record<string, string[]> = {
  '/charts/$id': ['/charts/AddressesActiveCount?a=BTC'],
  '/dashboards/$uuid': ['/dashboards/asset-overview?a=BTC'],
  '/partner/$slug': ['/partner/acme-research'],
  '/settings/$slug': [
    '/settings/account',
    '/settings/api',
    '/settings/billing',
    '/settings/notifications',
  ],
  '/thank-you/$plan': ['/thank-you/advanced-yearly'],
  '/workbench/$uuid': ['/workbench/mvrv-vs-price'],
  '/insights/$slug': ['/insights/newsletter-november-2026'],
  '/docs/$page': ['/docs/getting-started'],
}

/** How many pages of one route with parameters are followed (the catalog links every chart). */
const perRoute = (route: string) => (route === '/docs/$page' ? 30 : 4)

const apiPrefixes = ['/v1/', '/payments/', '/surveys/', '/cms/', '/blog/', '/oidc', '/1/']

function routePattern(route: string): RegExp {
  const body = route.replace(/\/$/, '').replace(/\$[a-zA-Z]+/g, '[^/]+')
  return new RegExp(`^${body === '' ? '/' : body}/?$`)
}

/** The route a path opens; undefined when only the catch-all takes it. */
function routeOf(pathname: string, routes: string[]): string | undefined {
  const candidates = routes.filter((r) => r !== '/$' && routePattern(r).test(pathname))
  // The most specific first: fewer parameters.
  return candidates.sort((a, b) => a.split('$').length - b.split('$').length)[0]
}

interface Allowed {
  hosts: Set<string>
  mails: Set<string>
}

/** What the server's configuration names: social profiles and contact addresses. */
async function configuredTargets(page: Page): Promise<Allowed> {
  const config = (await (await page.request.get('/v1/client-config')).json()) as {
    socialLinks?: Array<{ url: string }>
    contactEmails?: Record<string, string | null>
  }
  const hosts = new Set((config.socialLinks ?? []).map((link) => new URL(link.url).host))
  const mails = new Set(
    Object.values(config.contactEmails ?? {}).filter((mail): mail is string => mail !== null),
  )
  return { hosts, mails }
}

/**
 * Opens an address as a link of the app does: through the router, in the page already loaded (a
 * reload per page cost a second or two of start-up each). A page is loaded afresh when told (the
 * user signed in meanwhile) or when the page is not the app's.
 */
async function open(page: Page, href: string, reload: boolean): Promise<void> {
  const here = new URL(page.url())
  const inApp = /^https?:$/.test(here.protocol) && !here.pathname.startsWith('/oidc')
  const routed =
    !reload &&
    inApp &&
    (await page.evaluate(async (target) => {
      if (window.__TSR_ROUTER__ === undefined) return false
      await window.__TSR_ROUTER__.navigate({ href: target })
      return true
    }, href))
  if (!routed) await page.goto(href, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => window.__TSR_ROUTER__?.state.status !== 'pending')
  // Rendered: its heading, or whatever its main area holds first (a new dashboard has none).
  await expect(page.locator('h1, #main > *').first()).toBeVisible()
}

/**
 * Pages read in a tab of their own, closed after: Swagger UI keeps its page's thread busy for
 * many seconds after it renders, and the next page had to wait for it.
 */
const ownTab = new Set(['/docs/api'])

/** Nothing on the page is loading any more (no networkidle: charts stream their series). */
async function loaded(page: Page): Promise<void> {
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0)
}

function hrefsOfPage(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
}

/** The links of the navbar's Radix menus, which render their items only while open. */
async function menuHrefs(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const name of ['Resources', 'User menu']) {
    const trigger = page.locator('header').getByRole('button', { name, exact: true })
    if ((await trigger.count()) === 0) continue
    await trigger.click()
    await expect(page.getByRole('menu')).toBeVisible()
    found.push(
      ...(await page
        .getByRole('menu')
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))),
    )
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
  return found
}

/**
 * One crawl over several visits (a guest's, then a signed-in user's): a path is opened once, and
 * at most a few paths of one route with parameters.
 */
function createCrawl(page: Page, allowed: Allowed) {
  const routes = appRoutes()
  const problems: string[] = []
  const visited: string[] = []
  const queued = new Set<string>()
  const followed = new Map<string, number>()
  const checkedApi = new Set<string>()
  const landedOn = new Set<string>()
  const queue: Array<{ href: string; from: string }> = []
  const origin = () => new URL(page.url()).origin

  const enqueue = (url: URL, from: string, again = false) => {
    // A modal opened from the address is a page of its own.
    const key = url.searchParams.has('modal') ? url.pathname + url.search : url.pathname
    if (queued.has(key) && !again) return
    const route = routeOf(url.pathname, routes)
    if (route === undefined) {
      problems.push(`${from}: ${url.pathname} opens no route (the catch-all sends it home)`)
      return
    }
    queued.add(key)
    if (notVisited.has(route)) return
    const count = followed.get(route) ?? 0
    if (route.includes('$') && count >= perRoute(route)) return
    followed.set(route, count + 1)
    queue.push({ href: url.pathname + url.search, from })
  }

  // A link leaving the app is reported once, on the first page it was met (the shell repeats it
  // on every page).
  const refused = new Set<string>()
  const refuse = (href: string, problem: string) => {
    if (!refused.has(href)) problems.push(problem)
    refused.add(href)
  }

  const check = async (href: string, at: string) => {
    const url = new URL(href)
    if (url.protocol === 'mailto:') {
      if (!allowed.mails.has(decodeURIComponent(url.pathname))) {
        refuse(href, `${at}: unconfigured address ${href}`)
      }
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      refuse(href, `${at}: link with ${url.protocol} ${href}`)
      return
    }
    if (url.origin !== origin()) {
      if (!allowed.hosts.has(url.host)) refuse(href, `${at}: link to ${href}, not configured`)
      return
    }
    if (url.pathname === at && url.hash !== '') return
    if (apiPrefixes.some((prefix) => url.pathname.startsWith(prefix))) {
      if (checkedApi.has(url.pathname)) return
      checkedApi.add(url.pathname)
      const answer = await page.request.get(url.pathname + url.search)
      if (answer.status() >= 400) problems.push(`${at}: ${url.pathname} answers ${answer.status()}`)
      return
    }
    enqueue(url, at)
  }

  return {
    problems,
    visited,
    /** Opens the starts (again, when told) and everything they lead to. */
    async run(
      starts: string[],
      { again = false, menusOn }: { again?: boolean; menusOn?: string } = {},
    ) {
      let reload = true
      for (const start of starts) enqueue(new URL(start, origin()), 'route tree', again)
      while (queue.length > 0) {
        const next = queue.shift()
        if (next === undefined) break
        const wanted = new URL(next.href, origin()).pathname
        const tab = ownTab.has(wanted) ? await page.context().newPage() : page
        await open(tab, next.href, reload || tab !== page)
        reload = false
        const landed = new URL(tab.url())
        visited.push(next.href)
        // A redirect to a page already read (/charts and /charts/ alike) adds nothing.
        if (landedOn.has(landed.pathname + landed.search)) continue
        landedOn.add(landed.pathname + landed.search)
        await loaded(tab)
        if (landed.pathname === '/home' && wanted !== '/home' && wanted !== '/') {
          problems.push(`${next.from}: ${next.href} landed on home`)
        }
        const heading = (await tab.locator('h1').allTextContents()).join(' ')
        if (/not found|no longer exists|does not exist/i.test(heading)) {
          problems.push(`${next.from}: ${next.href} shows "${heading}"`)
        }
        const hrefs = await hrefsOfPage(tab)
        if (menusOn === wanted) hrefs.push(...(await menuHrefs(tab)))
        if (tab !== page) await tab.close()
        for (const href of new Set(hrefs)) await check(href, landed.pathname)
      }
    },
  }
}

/** Every route of the tree, opened at its example address. */
function routeStarts(filter: (route: string) => boolean): string[] {
  const starts: string[] = []
  for (const route of appRoutes().filter(filter)) {
    if (notVisited.has(route)) continue
    if (!route.includes('$')) {
      starts.push(route)
      continue
    }
    const addresses = examples[route]
    if (addresses === undefined) throw new Error(`No example address for the route ${route}`)
    starts.push(...addresses)
  }
  return starts
}

const needsSignIn = (route: string) => /^\/(settings|thank-you|success|dashboards\/new)/.test(route)

test('every link of every page leads somewhere real, for a guest and a signed-in user', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.goto('/home')
  const crawl = createCrawl(page, await configuredTargets(page))
  const guestStarts = [
    ...routeStarts((route) => !needsSignIn(route)),
    // The Contact Sales form links the terms a guest agrees to.
    '/pricing?modal=contactSalesForm',
  ]
  await crawl.run(guestStarts, { menusOn: '/home' })
  await signedInAccount(page, 'links')
  await crawl.run(['/home', ...routeStarts(needsSignIn)], { again: true, menusOn: '/home' })
  expect(crawl.problems).toEqual([])
  // It went past the starts: the links were followed.
  expect(crawl.visited.length).toBeGreaterThan(guestStarts.length)
})
