import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import {
  askNotificationPermission,
  turnPushOff,
  turnPushOn,
  type PushDeviceState,
} from '@/lib/push/pushDevice'
import { usePushDevice } from '@/lib/push/usePushDevice'
import { SettingsLoading } from './SectionStates'

const dismissedText =
  'The browser did not allow notifications: the request was dismissed, or the browser stopped asking this site after earlier dismissals. Try again, or allow notifications in the site settings (the icon left of the address bar).'

const permissionText: Record<NotificationPermission, string> = {
  default: 'Not asked yet',
  granted: 'Allowed',
  denied: 'Blocked',
}

/**
 * `vapidPublicKey`: the server's key from the client config (undefined while it loads, null
 * where the server has no push).
 *
 * Push on this device: the permission as the browser holds it, and a switch. Turning on asks
 * for permission then (never on page load); a blocked permission is explained, since only the
 * user can lift it in the browser's site settings.
 */
export function PushCard({ vapidPublicKey }: { vapidPublicKey: string | null | undefined }) {
  const read = usePushDevice()
  // What this page turned on or off since it read the device.
  const [changed, setDevice] = useState<PushDeviceState>()
  const device = changed ?? read

  // Why the last Turn on push did not turn it on, said in the card (a toast goes away).
  const [refusal, setRefusal] = useState<string>()
  const turnOn = useMutation({
    mutationFn: ({ key, asked }: { key: string; asked: Promise<NotificationPermission> }) =>
      turnPushOn(key, asked),
    onMutate: () => setRefusal(undefined),
    onSuccess: (result) => {
      setDevice(
        (d = read) =>
          d && {
            ...d,
            permission: result.outcome === 'subscribed' ? 'granted' : result.outcome,
            endpoint: result.outcome === 'subscribed' ? result.endpoint : null,
          },
      )
      if (result.outcome === 'subscribed') toast.success('Push notifications turned on')
      // Denied shows the blocked notice below; a dismissed prompt answers "default".
      if (result.outcome === 'default') setRefusal(dismissedText)
    },
    onError: (error) => {
      setRefusal(`This browser could not turn on push notifications: ${failureText(error)}`)
      toast.error('Error turning on push notifications', failureText(error))
    },
  })
  const turnOff = useMutation({
    mutationFn: turnPushOff,
    onSuccess: () => toast.success('Push notifications turned off'),
    onError: (error) => toast.error('Error turning off push notifications', failureText(error)),
    // The browser's subscription is gone even when the server could not be told.
    onSettled: () => setDevice((d = read) => d && { ...d, endpoint: null }),
  })

  const busy = turnOn.isPending || turnOff.isPending

  return (
    <section className="card" aria-labelledby="push-heading">
      <h2 id="push-heading">Push notifications on this device</h2>
      <p className="muted">
        Alerts with the Push channel reach this browser even when the app is closed. Each device you
        use is turned on separately.
      </p>
      {device === undefined || vapidPublicKey === undefined ? (
        <SettingsLoading label="push settings" />
      ) : device.availability === 'unsupported' ? (
        <p className="settings-notice" role="note">
          This browser cannot receive push notifications. On iPhone and iPad, add the app to the
          Home Screen first and open it from there.
        </p>
      ) : vapidPublicKey === null ? (
        <p className="settings-notice" role="note">
          Push notifications are not available on this server. Alerts still reach you by Telegram,
          email or webhook, and as a message while the app is open.
        </p>
      ) : device.availability === 'no-service-worker' ? (
        <p className="settings-notice" role="note">
          Push needs the app’s offline support, which is not running in this page. Reload the page;
          in a private window it may stay unavailable.
        </p>
      ) : (
        <>
          <dl className="settings-facts">
            <dt>Permission</dt>
            <dd>{permissionText[device.permission]}</dd>
            <dt>This device</dt>
            <dd>{device.endpoint ? 'Receives push notifications' : 'Off'}</dd>
          </dl>
          {refusal && (
            <p className="settings-notice" role="alert">
              {refusal}
            </p>
          )}
          {device.permission === 'denied' ? (
            <p className="settings-notice" role={turnOn.isSuccess ? 'alert' : 'note'}>
              Notifications are blocked for this site. To allow them, open the site settings (the
              icon left of the address bar), set Notifications to Allow, then reload this page and
              turn push on again.
            </p>
          ) : null}
          <div className="settings-actions">
            {device.endpoint ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => turnOff.mutate()}
              >
                {turnOff.isPending ? 'Turning off…' : 'Turn off push'}
              </button>
            ) : (
              <button
                type="button"
                className="button primary"
                disabled={busy || device.permission === 'denied'}
                // The prompt is asked for here, in the click itself (see askNotificationPermission).
                onClick={() =>
                  turnOn.mutate({ key: vapidPublicKey, asked: askNotificationPermission() })
                }
              >
                {turnOn.isPending ? 'Turning on…' : 'Turn on push'}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}
