import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/** Opens a saved chart with its asset: where a save that made a new chart goes next. */
export function useOpenChart(): (uuid: string, asset: string) => void {
  const navigate = useNavigate()
  return useCallback(
    (uuid: string, asset: string) =>
      void navigate({ to: '/charts/$id', params: { id: uuid }, search: { a: asset } }),
    [navigate],
  )
}
