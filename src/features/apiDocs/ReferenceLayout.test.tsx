import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReferenceLayout, type ReferenceSystem } from './ReferenceLayout'

afterEach(cleanup)

/** Swagger UI's system with each part drawn as its name, in the given loading status. */
function system(status: string | undefined, specStr = '') {
  const download = vi.fn()
  const parts = new Map<string, ComponentType>()
  const value: ReferenceSystem = {
    getComponent: (name) => {
      let part = parts.get(name)
      if (!part) {
        part = () => <p>part {name}</p>
        parts.set(name, part)
      }
      return part
    },
    specSelectors: {
      loadingStatus: () => status,
      specStr: () => specStr,
      securityDefinitions: () => ({ apiKey: {} }),
      url: () => '/v1/openapi.json',
    },
    specActions: { download },
  }
  return { value, download }
}

describe('ReferenceLayout', () => {
  it('says it is loading until the document is there', () => {
    render(<ReferenceLayout {...system('loading').value} />)
    expect(screen.getByRole('status').textContent).toBe('Loading the API reference…')
  })

  it('says the reference could not be loaded, with Retry asking for the document again', () => {
    const { value, download } = system('failed')
    render(<ReferenceLayout {...value} />)
    expect(screen.getByText('The API reference could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(download).toHaveBeenCalledWith('/v1/openapi.json')
  })

  it("draws Swagger's parts with Authorize, and no main landmark of its own", () => {
    const { container } = render(<ReferenceLayout {...system('success', '{}').value} />)
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'part SvgAssets',
      'part errors',
      'part InfoContainer',
      'part AuthorizeBtnContainer',
      'part FilterContainer',
      'part operations',
    ])
    expect(container.querySelector('main')).toBeNull()
  })
})
