import { randomUUID } from 'node:crypto'
import type { Browser, ConsoleMessage, Page } from '@playwright/test'
import { createVerifiedAccount, newAccount } from './accounts'
import { expect, test } from './fixtures'
import { routeTreePaths } from './routeTree'

/*
 * Every route, as a guest and as a signed-in user, must leave the browser console clean: a real
 * product does not log failed requests or errors on pages that work. The routes come from the
 * router's generated route tree, so a new route is swept without editing this file (a route
 * with a parameter fails here until it has sample addresses below).
 */

interface Fixtures {
  /** A chart the signed-in user saved (guests read it by its link too). */
  savedChart: string
}

/** Addresses for each route with a parameter (and the splat route). */
const samples: Record<string, (fixtures: Fixtures) => string[]> = {
  '/$': () => ['/no/such/page'],
  '/auth/$method': () => ['/auth/login', '/auth/signup'],
  '/charts/$id': ({ savedChart }) => [
    '/charts/AddressesActiveCount',
    '/charts/MarketMvrv?a=ETH&metrics=MarketPriceUsdClose',
    `/charts/${savedChart}`,
    // A starter workbench, by uuid and by slug as the Presets tab links it.
    '/charts/fdf55c64-160b-4b7e-84d3-8c4eb00eb452',
    '/charts/mvrv-vs-price',
  ],
  '/dashboards/$uuid': () => ['/dashboards/asset-overview', '/dashboards/asset-overview?a=ETH'],
  '/docs/$page': () => ['/docs/getting-started', '/docs/alerts', '/docs/no-such-page'],
  // Not an unknown slug: the blog answers it 404 (Ghost's answer), which Chromium logs
  // (contentPages.spec.ts covers the page that says so).
  '/insights/$slug': () => ['/insights/reading-mvrv-across-cycles'],
  '/partner/$slug': () => ['/partner/acme-research'],
  '/settings/$slug': () => [
    '/settings/account',
    '/settings/api',
    '/settings/billing',
    '/settings/notifications',
  ],
  '/thank-you/$plan': () => ['/thank-you/advanced', '/thank-you/advanced-yearly'],
  '/workbench/$uuid': ({ savedChart }) => [`/workbench/${savedChart}`],
}

/** States reached by address that are not routes of their own: the modals of app.md section 2. */
const modalAddresses = [
  '/pricing?modal=contactSalesForm',
  '/pricing?modal=upgrade&upgradePlan=advanced',
  '/home?modal=sessionExpired',
]

const logout = '/auth/logout'

function sweepAddresses(fixtures: Fixtures): string[] {
  const addresses = routeTreePaths().flatMap((path) => {
    if (path.includes('$')) {
      const sample = samples[path]
      if (sample === undefined) throw new Error(`Add sample addresses for ${path} to this file`)
      return sample(fixtures)
    }
    // Index routes ('/charts/') open at their layout's path.
    return [path.length > 1 ? path.replace(/\/$/, '') : path]
  })
  return [...new Set([...addresses, ...modalAddresses, logout])]
}

interface ExpectedError {
  /** Addresses the error belongs to. */
  at: RegExp
  message: RegExp
  /** Why the app may log it. */
  reason: string
}

/**
 * Console errors the app means to cause, each with its reason: none. (Metrics above the plan used
 * to answer 403 here; the app now knows them from the catalog's tier and asks for none of them.)
 */
const expectedErrors: ExpectedError[] = []

interface ConsoleProblem {
  address: string
  text: string
}

function describeMessage(message: ConsoleMessage): string {
  const { url } = message.location()
  return url ? `${message.text()} (${url})` : message.text()
}

/** A page of its own that records every console error and uncaught error with its address. */
async function recordingPage(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: ConsoleProblem[] = []
  let address = ''
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ address, text: describeMessage(message) })
  })
  page.on('pageerror', (error) => problems.push({ address, text: `pageerror: ${error.message}` }))
  return {
    page,
    /** Opens the address and waits until the page and its requests have settled. */
    async visit(next: string) {
      address = next
      problems.length = 0
      await page.goto(next)
      await page.waitForLoadState('networkidle')
    },
    /** What was logged on the last visit that no entry of `expectedErrors` explains. */
    unexpected(): string[] {
      return problems
        .filter(
          (problem) =>
            !expectedErrors.some(
              (expected) =>
                expected.at.test(problem.address) && expected.message.test(problem.text),
            ),
        )
        .map((problem) => problem.text)
    },
    close: () => context.close(),
  }
}

type Recorder = Awaited<ReturnType<typeof recordingPage>>

async function saveChart(page: Page): Promise<string> {
  const response = await page.request.post('/v1/udm/create', {
    data: {
      name: 'Active addresses',
      items: [
        {
          uuid: randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'AddressesActiveCount' },
          extra: { ref: 'm1' },
        },
      ],
    },
    headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { uuid: string }).uuid
}

// Tests are declared before any chart is saved: their addresses name a placeholder, which each
// sweep replaces with the uuid of the chart it saved.
const placeholder = '{saved-chart}'
const addresses = sweepAddresses({ savedChart: placeholder })
const resolve = (address: string, fixtures: Fixtures) =>
  address.replace(placeholder, fixtures.savedChart)

for (const role of ['guest', 'signed-in user'] as const) {
  // Each worker signs in once (beforeAll) and sweeps its share of the addresses with one page.
  test.describe(`console of every route as a ${role}`, () => {
    let recorder: Recorder
    let fixtures: Fixtures
    let signIn: () => Promise<void>
    /** What signing in through the provider logged (the signed-in sweep only). */
    let signInProblems: string[] = []

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000)
      // The chart is saved by an account of its own; a guest opens it by its link.
      const owner = await recordingPage(browser)
      await owner.visit('/home')
      const account = newAccount('console')
      await createVerifiedAccount(owner.page.request, account)
      signIn = async () => {
        const login = await owner.page.request.post('/v1/user/login', {
          data: { email: account.email, password: account.password },
          headers: { Origin: new URL(owner.page.url()).origin },
        })
        expect(login.status()).toBe(200)
      }
      if (role === 'guest') {
        await signIn()
        fixtures = { savedChart: await saveChart(owner.page) }
        await owner.close()
        recorder = await recordingPage(browser)
        return
      }
      // Signed in the way a person does it, so the auth callback's own requests are swept too.
      recorder = owner
      await recorder.visit('/auth/login')
      await recorder.page.getByLabel('Email').fill(account.email)
      await recorder.page.getByLabel('Password').fill(account.password)
      await recorder.page.getByRole('button', { name: 'Sign in' }).click()
      await expect(recorder.page).toHaveURL(/\/onboarding/)
      await recorder.page.waitForLoadState('networkidle')
      signInProblems = recorder.unexpected()
      fixtures = { savedChart: await saveChart(recorder.page) }
    })
    test.afterAll(async () => {
      await recorder.close()
    })

    if (role === 'signed-in user') {
      test('signing in at the provider and back through /auth/callback', () => {
        expect(signInProblems).toEqual([])
      })
    }

    for (const address of addresses) {
      test(address, async () => {
        await recorder.visit(resolve(address, fixtures))
        expect(recorder.unexpected()).toEqual([])
        // Logging out ended the session the rest of the sweep needs.
        if (address === logout && role === 'signed-in user') await signIn()
      })
    }
  })
}
