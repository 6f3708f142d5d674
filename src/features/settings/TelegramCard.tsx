import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { requestJson } from '@/lib/api/client'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import { telegramInfoQuery } from '@/lib/alerts/notificationQueries'
import { SettingsLoadError, SettingsLoading } from './SectionStates'

/**
 * Telegram (app.md section 7): connect opens the bot with a one-time link token (`/start` in the
 * chat links it), disconnect unlinks. `telegramConfirmUrl` in the address means "back from
 * Telegram": while it is there the link is re-read whenever the tab regains focus, and once it
 * shows linked the user is told and the parameter dropped. Its value is never opened.
 */
export function TelegramCard() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const confirming = useSearch({ strict: false }).telegramConfirmUrl !== undefined
  const info = useQuery({ ...telegramInfoQuery, refetchOnWindowFocus: confirming && 'always' })

  useEffect(() => {
    if (info.error) toast.error('Error fetching Telegram info', failureText(info.error))
  }, [info.error, info.errorUpdatedAt])

  const setConfirming = (on: boolean) =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, telegramConfirmUrl: on ? '1' : undefined }),
      replace: true,
    })

  const linked = info.data?.authorized === true
  useEffect(() => {
    if (!confirming || !linked) return
    toast.success('Telegram connected')
    setConfirming(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per confirmation
  }, [confirming, linked])

  const unlink = useMutation({
    mutationFn: () => requestJson('/v1/alerts/telegram/reset', { method: 'POST' }),
    onSuccess: async () => {
      toast.success('Telegram unlinked successfully')
      await queryClient.invalidateQueries({ queryKey: telegramInfoQuery.queryKey })
    },
    onError: (error) => toast.error('Error unlinking Telegram', failureText(error)),
  })

  return (
    <section className="card" aria-labelledby="telegram-heading">
      <h2 id="telegram-heading">Telegram</h2>
      {info.data === undefined ? (
        info.error ? (
          <SettingsLoadError
            what="your Telegram link"
            error={info.error}
            onRetry={() => void info.refetch()}
          />
        ) : (
          <SettingsLoading label="Telegram" />
        )
      ) : !info.data.available ? (
        <p className="muted">
          Telegram alerts are not set up on this server. Its operator can connect a bot (see the
          server’s documentation); alerts reach you by the other channels meanwhile.
        </p>
      ) : info.data.authorized ? (
        <>
          <p>Connected: alerts with the Telegram channel arrive in your chat with the bot.</p>
          <div className="settings-actions">
            <button
              type="button"
              className="button danger-outline"
              disabled={unlink.isPending}
              onClick={() => unlink.mutate()}
            >
              {unlink.isPending ? 'Disconnecting…' : 'Disconnect Telegram'}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            Not connected. Connecting opens Telegram: press Start in the chat with our bot, then
            come back here.
          </p>
          {confirming ? (
            <p className="settings-notice" role="status">
              Waiting for Telegram: press Start in the chat with the bot. This page checks again
              when you come back.
            </p>
          ) : null}
          <div className="settings-actions">
            {info.data.authorizeUrl ? (
              <a
                className="button primary"
                href={info.data.authorizeUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setConfirming(true)}
              >
                Connect Telegram
              </a>
            ) : null}
            {confirming ? (
              <button
                type="button"
                className="button"
                disabled={info.isFetching}
                onClick={() => void info.refetch()}
              >
                Check again
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}
